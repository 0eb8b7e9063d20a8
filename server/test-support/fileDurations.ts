// A reporter for `node --test` that writes how long each test file took, slowest first, as
// tab-separated lines (milliseconds, file): the runner's own duration of the file, from its process
// start to its end (module loading and hooks included).
import path from 'node:path';

interface TestEvent {
  type: string;
  data?: { file?: string; name?: string; nesting?: number; details?: { duration_ms?: number } };
}

export default async function* fileDurations(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const durations: [string, number][] = [];
  for await (const event of source) {
    const { file, name, nesting, details } = event.data ?? {};
    // The file itself is a test of the runner's, named by the path it was given.
    if (event.type === 'test:complete' && nesting === 0 && file && name && path.resolve(name) === file) durations.push([file, details?.duration_ms ?? 0]);
  }
  durations.sort((a, b) => b[1] - a[1]);
  for (const [file, ms] of durations) yield `${Math.round(ms)}\t${path.relative(process.cwd(), file)}\n`;
}
