// A reporter for `node --test` that writes how long each test file took, slowest first, as
// tab-separated lines (milliseconds, file, milliseconds outside its tests). Outside the tests is
// module loading, file-level hooks, and whatever kept a process from exiting after its last test.
// Files run either each in its own process (the runner reports the file as a test of its own, after
// its top-level tests) or one after another in one (oneProcess.ts: each file a suite named by its path).
import path from 'node:path';

interface TestEvent {
  type: string;
  data?: { file?: string; name?: string; nesting?: number; details?: { duration_ms?: number } };
}

const isTestFile = (name: string | undefined): name is string => !!name && /\.test\.tsx?$/.test(name);

export default async function* fileDurations(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const durations: [string, number, number][] = [];
  // The tests of the file being run, counted as they complete before the file's own end: a test's own
  // `file` is where test() was called (a helper's file for engineTest's), so it cannot say whose it is.
  let topLevel = 0;
  let inSuite = 0;
  for await (const event of source) {
    if (event.type !== 'test:complete') continue;
    const { file, name, nesting, details } = event.data ?? {};
    const ms = details?.duration_ms ?? 0;
    if (nesting === 1) inSuite += ms;
    if (nesting !== 0) continue;
    if (isTestFile(name)) {
      // In a process of its own, the file's event is its own (`file` is the test file); in oneProcess.ts, a suite.
      const tested = file === path.resolve(name) ? topLevel : inSuite;
      durations.push([path.resolve(name), ms, tested]);
      topLevel = 0;
      inSuite = 0;
    } else topLevel += ms;
  }
  durations.sort((a, b) => b[1] - a[1]);
  for (const [file, ms, tested] of durations) yield `${Math.round(ms)}\t${path.relative(process.cwd(), file)}\t${Math.round(Math.max(0, ms - tested))}\n`;
}
