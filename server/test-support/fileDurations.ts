// A reporter for `node --test` that writes how long each test file took, slowest first, as
// tab-separated lines (milliseconds, file, milliseconds outside its tests): the runner's own duration
// of the file, from its process start to its end, and how much of it was not in its top-level tests
// (module loading, file-level hooks, and whatever kept the process from exiting after its last test).
import path from 'node:path';

interface TestEvent {
  type: string;
  data?: { file?: string; name?: string; nesting?: number; details?: { duration_ms?: number } };
}

export default async function* fileDurations(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const durations: [string, number, number][] = [];
  // A test's own `file` is where test() was called (a helper's file for engineTest's), so a file's
  // tests are counted as they come before its own end: right when files run one at a time, as each
  // pass of serverTests.ts runs them.
  let inTests = 0;
  for await (const event of source) {
    if (event.type !== 'test:complete') continue;
    const { file, name, nesting, details } = event.data ?? {};
    if (nesting !== 0) continue;
    // The file itself is a test of the runner's, named by the path it was given, after its own top-level tests.
    if (file && name && path.resolve(name) === file) {
      durations.push([file, details?.duration_ms ?? 0, inTests]);
      inTests = 0;
    } else inTests += details?.duration_ms ?? 0;
  }
  durations.sort((a, b) => b[1] - a[1]);
  for (const [file, ms, tested] of durations) yield `${Math.round(ms)}\t${path.relative(process.cwd(), file)}\t${Math.round(Math.max(0, ms - tested))}\n`;
}
