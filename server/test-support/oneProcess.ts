// Runs test files one after another in this one process: `node oneProcess.ts <file>...` with the
// test reporters of node:test. serverTests.ts runs most of a pass this way, because a process per file
// loads the server's modules again for every file, and that loading was about a third of the CPU the
// server suite spent.
//
// Each file is imported inside a suite named by its path, so what the file declares at its top level
// (tests, and before/after/beforeEach hooks) belongs to that suite alone: its hooks and tests run in
// the file's turn and for it only, as they would in a process of its own. Node's own
// `--test-isolation=none` makes each file's top-level hooks everyone's. As there, every file is
// imported when the run starts, so a file's top-level code (not its hooks) runs before any test.
// What the files cannot share is the process's globals: files that leave state there which another
// file would meet run in a process of their own (serverTests.ts says which).
import { describe, test } from 'node:test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) {
  describe(file, async () => {
    try {
      await import(pathToFileURL(path.resolve(file)).href);
    } catch (error) {
      // A file that cannot load is a failing test, counted as one.
      test('the file loads', () => {
        throw error;
      });
    }
  });
}
