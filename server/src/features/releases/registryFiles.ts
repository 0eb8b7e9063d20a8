// A build's files on this server, checked against the build's id before they are loaded or served
//. The registry is shared through the database, but the files live in RELEASES_DIR, which
// every server copy must reach (one folder, or a shared mount). A copy whose folder lacks a build, or
// holds one that was altered or copied in part, refuses that build with a sentence saying so, rather
// than serving something other than what was promoted.
//
// The id is a hash of the build's files (registryBuilds.ts), so the check is to hash them again. A
// build's files never change, so a folder found intact is not hashed again in this process; one found
// missing or altered is checked again after a few seconds (a shared mount may catch up, an operator
// may restore it).
import fs from 'node:fs';
import path from 'node:path';
import { buildIdOfFolder } from './registryBuilds.ts';
import { ReleaseError, type AppName, type RegistryState } from './registryState.ts';

interface Check {
  at: number;
  problem: Promise<string | null>;
  /** Undefined while the check runs. */
  settled?: string | null;
}

/** By folder, for the whole process: several registries of one process (the tests, the CLI) share what one checked. */
const checks = new Map<string, Check>();

const recheckFailedMs = 5000;

function folderOf(releasesDir: string, app: string, build: string): string {
  return path.resolve(releasesDir, app, build);
}

async function problemOf(folder: string, app: string, build: string): Promise<string | null> {
  const stat = await fs.promises.stat(folder).catch(() => null);
  if (!stat?.isDirectory()) {
    return `${app} build ${build} has no files on this server (${folder} is missing): every server copy needs the build files, so RELEASES_DIR must be one folder they all reach (a shared mount), or the build must be published through this server again.`;
  }
  let actual: string;
  try {
    actual = await buildIdOfFolder(folder);
  } catch (error) {
    actual = `nothing readable: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (actual === build) return null;
  return `${app} build ${build}'s files in ${folder} do not match its id (they hash to ${actual}): the folder was changed or copied in part, so this server will not load or serve it. Restore the folder from another server copy, or move it aside and publish the build again.`;
}

/** Null when the build's folder holds exactly the build; else why not, in a sentence. */
function checkFolder(releasesDir: string, app: string, build: string): Promise<string | null> {
  const folder = folderOf(releasesDir, app, build);
  const known = checks.get(folder);
  if (known && (known.settled === undefined || known.settled === null || Date.now() - known.at < recheckFailedMs)) return known.problem;
  const check: Check = { at: Date.now(), problem: problemOf(folder, app, build) };
  void check.problem.then((problem) => {
    check.settled = problem;
  });
  checks.set(folder, check);
  return check.problem;
}

/** The build folders of one RELEASES_DIR as this server holds them. */
export class BuildFolders {
  readonly dir: string;
  private readonly log: (message: string) => void;
  /** Builds whose problem was logged, so that each is said once until it is fixed. */
  private readonly reported = new Set<string>();

  constructor(dir: string, log: (message: string) => void) {
    this.dir = dir;
    this.log = log;
  }

  folder(app: AppName, build: string): string {
    return path.join(this.dir, app, build);
  }

  /** Null when this server holds `build` of `app` exactly as published; else why not (logged once). */
  async check(app: AppName, build: string): Promise<string | null> {
    const problem = await checkFolder(this.dir, app, build);
    const key = `${app}/${build}`;
    if (problem && !this.reported.has(key)) this.log(`release registry: ${problem}`);
    if (problem) this.reported.add(key);
    else this.reported.delete(key);
    return problem;
  }

  /** What a finished check found wrong with the build's files; undefined when they are intact or not checked yet. */
  problem(app: AppName, build: string): string | undefined {
    return checks.get(folderOf(this.dir, app, build))?.settled ?? undefined;
  }

  /** Checks the files of the builds readers get in `state` (active and canary). */
  async checkServed(state: RegistryState): Promise<void> {
    const served = Object.entries(state.remotes).flatMap(([app, record]) =>
      [record?.promotions.at(-1), record?.canary?.build].filter((build): build is string => Boolean(build)).map((build) => ({ app: app as AppName, build })),
    );
    await Promise.all(served.map(({ app, build }) => this.check(app, build)));
  }

  /** Puts a build's files in place under their id, checked: a copy that does not hash to the id is not kept. */
  async place(app: AppName, distDir: string, id: string): Promise<void> {
    const target = this.folder(app, id);
    // The folder is named by its content, so copying needs no lock: two publishers of the same build
    // write the same files, and the second rename finds the first one's folder in place.
    if (!fs.existsSync(target)) {
      const staging = `${target}.staging-${process.pid}-${Date.now()}`;
      fs.cpSync(distDir, staging, { recursive: true });
      try {
        const copied = await buildIdOfFolder(staging);
        if (copied !== id) throw new ReleaseError(409, `The build's files changed while they were copied (${id} before, ${copied} after): publish it again once its build has finished.`);
        fs.renameSync(staging, target);
        // Written and hashed just now: no need to read it again.
        checks.set(folderOf(this.dir, app, id), { at: Date.now(), problem: Promise.resolve(null), settled: null });
        return;
      } catch (error) {
        fs.rmSync(staging, { recursive: true, force: true });
        if (error instanceof ReleaseError || !fs.existsSync(target)) throw error;
      }
    }
    const problem = await this.check(app, id);
    if (problem) throw new ReleaseError(409, problem);
  }
}
