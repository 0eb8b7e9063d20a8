import { remoteEntryUrl } from './contract.ts';

test("a remote's entry is the remoteEntry.js beside its manifest, query and all", () => {
  expect(remoteEntryUrl('/remotes/mf-journal/0123456789ab/mf-manifest.json')).toBe('/remotes/mf-journal/0123456789ab/remoteEntry.js');
  expect(remoteEntryUrl('http://localhost:3102/mf-manifest.json?v=2')).toBe('http://localhost:3102/remoteEntry.js?v=2');
  expect(remoteEntryUrl('http://localhost:3102/mf-manifest.json#x')).toBe('http://localhost:3102/remoteEntry.js#x');
});
