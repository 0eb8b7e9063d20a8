// Each server copy's view of the release registry. Readers' requests (the page's release
// manifest, which build a reader gets, the routes and the server render's lookups) read it from
// memory and never wait for the database. It changes in two ways:
// - a change this copy commits is installed as it commits (seen at once);
// - another copy's change raises the registry's version, which each copy polls (one row, by its
//   primary key, every 500 ms by default): when it moved, the whole state is read again (a few small
//   tables) and installed, so another copy's change is seen within about half a second.
// PostgreSQL's LISTEN/NOTIFY could replace the poll later; the version stays the truth either way.
import type { Db, SqlDatabase } from '../../data/sqlDatabase.ts';
import { loadState, readVersion } from './registryRows.ts';
import type { RegistryState } from './registryState.ts';

export class RegistryCache {
  private state: RegistryState = { remotes: {} };
  private version = -1;
  /** Views installed so far: a reload that started before an install must not undo it. */
  private generation = 0;
  private refreshing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  private readonly database: SqlDatabase;
  /** Runs before another copy's view is installed (the registry checks the files of the builds it serves). */
  private readonly prepare: (state: RegistryState) => Promise<void>;
  private readonly log: (message: string) => void;

  constructor(database: SqlDatabase, options: { prepare: (state: RegistryState) => Promise<void>; log: (message: string) => void }) {
    this.database = database;
    this.prepare = options.prepare;
    this.log = options.log;
  }

  get view(): RegistryState {
    return this.state;
  }

  /** A state this copy committed at `version`: readers see it from now on. */
  install(state: RegistryState, version: number): void {
    // A poll may have installed a later version already (another copy's change after this one).
    if (version <= this.version) return;
    this.state = state;
    this.version = version;
    this.generation += 1;
  }

  /** Reads the version and, when it moved, the whole state. Calls made while one runs share it. */
  refresh(): Promise<void> {
    this.refreshing ??= this.reloadIfChanged().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async reloadIfChanged(): Promise<void> {
    if ((await readVersion(this.database.db)) === this.version) return;
    const generation = this.generation;
    const { state, version } = await this.snapshot();
    await this.prepare(state);
    // This copy installed its own change meanwhile: the next poll reads again if that was not the last.
    if (this.generation !== generation) return;
    this.state = state;
    this.version = version;
    this.generation += 1;
  }

  /** The state at one version. On PostgreSQL one snapshot; on SQLite a change committed between the reads raises the version read first, so the next poll reads again. */
  private snapshot(): Promise<{ state: RegistryState; version: number }> {
    const read = async (db: Db) => {
      const version = await readVersion(db);
      return { version, state: await loadState(db) };
    };
    if (this.database.engine === 'postgres') return this.database.db.transaction().setIsolationLevel('repeatable read').execute(read);
    return read(this.database.db);
  }

  /** Polls every `intervalMs` (0: never) without keeping the process alive. */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.refresh().then(
        () => {
          if (this.failing) this.log('the release registry can be read again');
          this.failing = false;
        },
        (error: unknown) => {
          // Readers keep the last view; said once, not every half second.
          if (!this.failing) this.log(`the release registry could not be read, readers keep the builds they had: ${error instanceof Error ? error.message : String(error)}`);
          this.failing = true;
        },
      );
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.refreshing?.catch(() => {});
  }
}
