// The release API's answers as the release page reads them (server/src/features/releases/registryState.ts,
// service/releaseApi.ts): JSON, so the page keeps its own copy of the shapes it shows.
export const releaseApps = ['mf-search', 'mf-journal', 'mf-article', 'mf-static-pages', 'mf-author-services', 'shell'] as const;
export type ReleaseApp = (typeof releaseApps)[number];

export interface HealthCounts {
  renders: number;
  errors: number;
}

export interface BuildStatus {
  id: string;
  publishedAt: string;
  publishedBy?: string;
  health: HealthCounts;
  promoted: boolean;
}

export interface CanaryStatus {
  build: string;
  percent: number;
  startedAt: string;
  startedBy: string;
  activeHealth: HealthCounts;
  canaryHealth: HealthCounts;
}

export interface AppStatus {
  app: ReleaseApp;
  active?: string;
  canary?: CanaryStatus;
  lastKnownGood?: string;
  /** Newest first. */
  builds: BuildStatus[];
}

export interface ReleaseStatus {
  apps: Partial<Record<ReleaseApp, AppStatus>>;
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  app?: string;
  from?: string;
  to?: string;
  detail?: string;
}

export interface PreviewLink {
  app: ReleaseApp;
  build: string;
  url: string;
  expiresAt: string;
}
