// What a route's error page receives when a remote's code could not be loaded, after retries and the
// last known good build.
import type { RemoteName } from '@oap/contracts/federation/contract.ts';

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, cause: unknown) {
    super(`The ${remote} part of the site could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}
