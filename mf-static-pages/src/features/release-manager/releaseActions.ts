// The release page's actions: each of its forms posts an `intent` (promote, canary, …) to
// the page's own address; the action checks the form, then asks the release API, which decides
// (and checks the role and the CSRF token again). Post/Redirect/Get: an accepted change leads back
// to the page with a line saying what changed; a refused one shows the API's sentence.
import { data, redirect } from 'react-router';
import { ApiError, apiRequest } from '@oap/shared/api/client.ts';
import type { RouteContext } from '@oap/shared/api/requestScope.ts';
import { csrfField } from '@oap/contracts/forms/formLimits.ts';
import { releaseApps, type PreviewLink, type ReleaseApp } from './releaseTypes.ts';

export const releasePagePath = '/release-manager';

export const intents = ['promote', 'canary', 'promote-canary', 'abort-canary', 'rollback', 'preview'] as const;
export type Intent = (typeof intents)[number];

/** A checked command of the page's forms. */
export type ReleaseCommand =
  | { intent: 'promote' | 'preview'; app: ReleaseApp; build: string }
  | { intent: 'canary'; app: ReleaseApp; build: string; percent: number }
  | { intent: 'promote-canary' | 'abort-canary' | 'rollback'; app: ReleaseApp };

const buildPattern = /^[0-9a-f]{6,64}$/;
const percentPattern = /^[1-9][0-9]?$/;

/** What the page shows when an action was refused. */
export interface ActionRefusal {
  formError: string;
  app?: string;
}

/** The posted form as a command, or the sentence saying what is wrong with it. */
export function readReleaseForm(form: FormData): { ok: true; command: ReleaseCommand } | { ok: false; refusal: ActionRefusal } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const [intent, app, build, percent] = [text('intent'), text('app'), text('build'), text('percent')];
  const refuse = (formError: string) => ({ ok: false as const, refusal: { formError, ...((releaseApps as readonly string[]).includes(app) ? { app } : {}) } });
  if (!(intents as readonly string[]).includes(intent)) return refuse('The form could not be read: send it again from the release page.');
  if (!(releaseApps as readonly string[]).includes(app)) return refuse(`Choose an app: ${releaseApps.join(', ')}.`);
  const target = app as ReleaseApp;
  if (intent === 'promote-canary' || intent === 'abort-canary' || intent === 'rollback') return { ok: true, command: { intent, app: target } };
  if (!buildPattern.test(build)) return refuse('Choose a build from the list.');
  if (intent === 'canary') {
    // A whole percentage: the API takes 1 to 99 (100 % is a promotion).
    if (!percentPattern.test(percent)) return refuse('Give the canary’s share of readers as a whole percentage from 1 to 99.');
    return { ok: true, command: { intent, app: target, build, percent: Number(percent) } };
  }
  return { ok: true, command: { intent: intent as 'promote' | 'preview', app: target, build } };
}

/** The release API call of a command: its path and JSON body. */
export function apiCallOf(command: ReleaseCommand): { path: string; body: Record<string, unknown> } {
  const app = encodeURIComponent(command.app);
  switch (command.intent) {
    case 'promote':
      return { path: `/api/releases/${app}/promote`, body: { build: command.build } };
    case 'canary':
      return { path: `/api/releases/${app}/promote`, body: { build: command.build, canaryPercent: command.percent } };
    case 'promote-canary':
      return { path: `/api/releases/${app}/canary/promote`, body: {} };
    case 'abort-canary':
      return { path: `/api/releases/${app}/canary/abort`, body: {} };
    case 'rollback':
      return { path: `/api/releases/${app}/rollback`, body: {} };
    case 'preview':
      return { path: `/api/releases/${app}/preview`, body: { build: command.build } };
  }
}

/** Where the page leads after an accepted command: back to itself, saying what changed. */
function doneLocation(command: ReleaseCommand, answer: unknown): string {
  const query = new URLSearchParams({ done: command.intent, app: command.app });
  if ('build' in command) query.set('build', command.build);
  if (command.intent === 'canary') query.set('percent', String(command.percent));
  if (command.intent === 'rollback') query.set('build', String((answer as { active?: string } | null)?.active ?? ''));
  if (command.intent === 'preview') query.set('link', (answer as PreviewLink).url);
  return `${releasePagePath}?${query}#${command.app}`;
}

export async function releaseAction({ request, context }: { request: Request; context: RouteContext }) {
  const form = await request.formData();
  const read = readReleaseForm(form);
  if (!read.ok) return data(read.refusal, { status: 400 });
  const token = form.get(csrfField);
  const { path, body } = apiCallOf(read.command);
  try {
    // Through the request's scope: in-process on the server, with the reader's cookies.
    const answer = await apiRequest<unknown>(path, { method: 'POST', body, csrfToken: typeof token === 'string' ? token : '' }, { context });
    return redirect(doneLocation(read.command, answer), 303);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The API checks the role again: a reader without it gets the 403 page, as from the loader.
    if (error.statusCode === 401 || error.statusCode === 403) throw data(null, { status: error.statusCode });
    if (error.statusCode >= 500) throw error;
    return data({ formError: error.message, app: read.command.app } satisfies ActionRefusal, { status: error.statusCode });
  }
}
