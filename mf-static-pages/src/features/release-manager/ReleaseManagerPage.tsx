// The release page: one section per app, then the audit log. Every action is a small form
// posting to this page (works without scripts; with them, react-router's Form runs the same action).
import type { ReactNode } from 'react';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { csrfField } from '@oap/contracts/forms/formLimits.ts';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import type { action, loader } from './releaseManagerRoute.tsx';
import type { AppStatus, AuditEntry, HealthCounts } from './releaseTypes.ts';
import { releaseApps, type ReleaseApp } from './releaseTypes.ts';
import styles from './ReleaseManager.module.css';

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const when = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

function healthText({ renders, errors }: HealthCounts): string {
  return `${renders.toLocaleString('en')} ${renders === 1 ? 'render' : 'renders'}, ${errors.toLocaleString('en')} ${errors === 1 ? 'error' : 'errors'}`;
}

function doneText(done: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['done']>): string {
  switch (done.intent) {
    case 'promote':
      return `${done.app} build ${done.build} is now active for every reader.`;
    case 'canary':
      return `${done.app} build ${done.build} now reaches ${done.percent} % of readers; the others keep the active build.`;
    case 'promote-canary':
      return `${done.app}’s canary build is now active for every reader.`;
    case 'abort-canary':
      return `${done.app}’s canary has ended: every reader gets the active build again.`;
    case 'rollback':
      return `${done.app} is back on build ${done.build}.`;
    case 'preview':
      return `Preview link for ${done.app} build ${done.build}: it shows the build to the browser that opens it, and to no one else, until it expires.`;
    default:
      return '';
  }
}

/** One action: a form with its intent, app and build, and a button (and any fields). */
function ActionForm({ csrfToken, intent, app, build, label, variant = 'outline', children }: { csrfToken: string; intent: string; app: ReleaseApp; build?: string; label: string; variant?: 'outline' | 'filled' | 'text'; children?: ReactNode }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('app') === app && (build === undefined || navigation.formData?.get('build') === build);
  return (
    <Form method="post" className={styles.action}>
      <input type="hidden" name={csrfField} value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="app" value={app} />
      {build ? <input type="hidden" name="build" value={build} /> : null}
      {children}
      <Button type="submit" size="sm" variant={variant} loading={sending}>
        {label}
      </Button>
    </Form>
  );
}

function AppSection({ status, csrfToken, refusal }: { status: AppStatus; csrfToken: string; refusal: string | null }) {
  const { app, active, canary, lastKnownGood, builds } = status;
  const isShell = app === 'shell';
  return (
    <section aria-labelledby={`release-${app}`} id={app} className={styles.app}>
      <h2 id={`release-${app}`} className={styles.heading}>
        {app}
      </h2>
      {refusal ? (
        <p role="alert" className={styles.alert}>
          {refusal}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>Active build</dt>
        <dd>{active ? <code>{active}</code> : 'None promoted yet'}</dd>
        <dt>Last known good</dt>
        <dd>{lastKnownGood ? <code>{lastKnownGood}</code> : 'None yet: no promoted build has been rendered without errors'}</dd>
        {canary ? (
          <>
            <dt>Canary</dt>
            <dd>
              <code>{canary.build}</code> for {canary.percent} % of readers, since {when(canary.startedAt)} ({canary.startedBy})
              <ul className={styles.canaryHealth}>
                <li>
                  Canary <code>{canary.build}</code>: {healthText(canary.canaryHealth)}
                </li>
                <li>
                  Active <code>{active}</code>: {healthText(canary.activeHealth)}
                </li>
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {canary ? (
          <>
            <ActionForm csrfToken={csrfToken} intent="promote-canary" app={app} label="Promote the canary to everyone" variant="filled" />
            <ActionForm csrfToken={csrfToken} intent="abort-canary" app={app} label="Abort the canary" />
          </>
        ) : active ? (
          <ActionForm csrfToken={csrfToken} intent="rollback" app={app} label="Roll back to the previous build" />
        ) : null}
      </div>
      {builds.length === 0 ? (
        <p>No build published yet.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>Builds of {app}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Build</th>
              <th scope="col">Published</th>
              <th scope="col">Health since promoted</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {builds.map((build) => (
              <tr key={build.id}>
                <th scope="row">
                  <code>{build.id}</code>
                  {build.id === active ? <span className={styles.tag}>active</span> : null}
                  {build.id === canary?.build ? <span className={styles.tag}>canary</span> : null}
                </th>
                <td>
                  {when(build.publishedAt)}
                  {build.publishedBy ? <span className={styles.muted}> by {build.publishedBy}</span> : null}
                </td>
                <td>{build.promoted || build.id === canary?.build ? healthText(build.health) : <span className={styles.muted}>never promoted</span>}</td>
                <td>
                  <div className={styles.actions}>
                    {build.id !== active && !canary ? <ActionForm csrfToken={csrfToken} intent="promote" app={app} build={build.id} label="Promote" variant="filled" /> : null}
                    {build.id !== active && !isShell && (!canary || canary.build === build.id) ? (
                      <ActionForm csrfToken={csrfToken} intent="canary" app={app} build={build.id} label={canary ? 'Change share' : 'Start canary'}>
                        <label className={styles.percent}>
                          <span>Share of readers (%)</span>
                          <input name="percent" type="number" min={1} max={99} step={1} defaultValue={canary?.percent ?? 5} required className={styles.control} />
                        </label>
                      </ActionForm>
                    ) : null}
                    {!isShell ? <ActionForm csrfToken={csrfToken} intent="preview" app={app} build={build.id} label="Preview link" variant="text" /> : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="release-audit" className={styles.app}>
      <h2 id="release-audit" className={styles.heading}>
        Audit log
      </h2>
      {entries.length === 0 ? (
        <p>Nothing has been released yet.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>The latest changes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">App</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>{when(entry.at)}</td>
                <td>{entry.actor}</td>
                <td>
                  {entry.action}
                  {entry.detail ? <span className={styles.muted}> ({entry.detail})</span> : null}
                </td>
                <td>{entry.app ?? ''}</td>
                <td>{entry.from ? <code>{entry.from}</code> : ''}</td>
                <td>{entry.to ? <code>{entry.to}</code> : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function ReleaseManagerPage() {
  const { status, audit, csrfToken, done } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const apps = releaseApps.map((app) => status.apps[app]).filter((app): app is AppStatus => app !== undefined);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Releases</h1>
      {done ? (
        <div role="status" className={styles.notice}>
          <p>{doneText(done)}</p>
          {done.link ? (
            <p>
              <a href={done.link} className={styles.link}>
                {done.link}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {refusal && !refusal.app ? (
        <p role="alert" className={styles.alert}>
          {refusal.formError}
        </p>
      ) : null}
      {apps.map((app) => (
        <AppSection key={app.app} status={app} csrfToken={csrfToken} refusal={refusal?.app === app.app ? refusal.formError : null} />
      ))}
      <AuditLog entries={audit} />
    </div>
  );
}
