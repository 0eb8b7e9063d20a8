// The release registry's state as each server copy holds it in memory (read from the database's
// release_* tables: registryRows.ts) and the shapes its callers see: builds, promotions, canaries and
// health counts per app, tokens, audit entries. The shell is an app like the remotes:
// published, promoted and rolled back through the same registry.
import { remoteNames, type RemoteName } from '@oap/contracts/federation/contract.ts';

export const shellApp = 'shell';
export const appNames = [...remoteNames, shellApp] as const;
export type AppName = RemoteName | typeof shellApp;

export function isAppName(value: string): value is AppName {
  return (appNames as readonly string[]).includes(value);
}

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

/** Renders and errors readers reported for one build. */
export interface HealthCounts {
  renders: number;
  errors: number;
}

export interface BuildRecord {
  id: string;
  publishedAt: string;
  /** Who published it (a token's name, an account, or the local command line). */
  publishedBy?: string;
}

export interface CanaryRecord {
  build: string;
  /** Share of readers (0..100) whose canary bucket (0..99) is below it. */
  percent: number;
  startedAt: string;
  startedBy: string;
}

export interface BuildHealth extends HealthCounts {
  /** Counts start again when the build is promoted (or starts a canary): "since it was promoted". */
  since: string;
}

export interface AppRecord {
  builds: BuildRecord[];
  /** Builds in the order they were promoted; the last one is active. */
  promotions: string[];
  canary?: CanaryRecord;
  health?: Record<string, BuildHealth>;
}

/** A release token: only its SHA-256 is stored, the secret is shown once when it is created. */
export interface TokenRecord {
  name: string;
  /** The app it may publish and promote, or 'all'. */
  scope: AppName | 'all';
  sha256: string;
  createdAt: string;
  createdBy: string;
}

export interface RegistryState {
  /** Every app's record, the shell's included (the key kept the name it had in registry.json). */
  remotes: Partial<Record<AppName, AppRecord>>;
}

export interface AuditEntry {
  at: string;
  /** Who: "token <name>", "account <email>", or "local <user>" for the command line on the server's disk. */
  actor: string;
  action: 'publish' | 'promote' | 'canary-start' | 'canary-promote' | 'canary-abort' | 'rollback' | 'token-create' | 'token-revoke';
  app?: AppName | 'all';
  /** The build active (or the canary) before the change. */
  from?: string;
  /** The build the change made active, published or started as a canary. */
  to?: string;
  /** Anything else worth keeping: the canary's percent, the token's name. */
  detail?: string;
}

export interface CanaryStatus extends CanaryRecord {
  /** Health of the active build and of the canary build, since each was promoted. */
  activeHealth: HealthCounts;
  canaryHealth: HealthCounts;
}

export interface AppStatus {
  app: AppName;
  active?: string;
  canary?: CanaryStatus;
  /** The most recently promoted build readers rendered without errors (at least one render). */
  lastKnownGood?: string;
  /** Newest first, with each build's health since it was last promoted. */
  builds: Array<BuildRecord & { health: HealthCounts; promoted: boolean }>;
}

export interface ReleaseStatus {
  apps: Record<AppName, AppStatus>;
}

/** A reader's choice of builds (A2's sticky canary cookie and signed preview links produce it). */
export interface ReleaseChoice {
  /** The reader's bucket, 0..99: below an app's canary percent, the reader gets the canary build. */
  canaryBucket?: number;
  /** One unpromoted build for this reader (a signed preview link). */
  preview?: { app: AppName; build: string };
}

export interface PromoteOptions {
  actor?: string;
  /** 1..99: start a canary for this share of readers instead of making the build active for all. */
  canaryPercent?: number;
}

export interface PromoteResult {
  app: AppName;
  active?: string;
  canary?: CanaryRecord;
  /** False when the build was already what the request asked for (nothing changed, no audit entry). */
  changed: boolean;
}

/** Refusals callers turn into 4xx answers: the message is for a person. */
export class ReleaseError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}
