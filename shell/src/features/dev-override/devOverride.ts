// Development overrides (server/src/platform/dev/): the server names a developer's dev build in this
// browser's release manifest (build "dev"). The shell then says so, and re-renders the page when the
// dev server pushes a hot update: the remote's route map re-runs and dispatches `oap:remote-updated`
// (shared/rspack-config/hmrRouteMapLoader.cjs); the shell forgets the remote's page modules and
// revalidates, so the page loads its updated modules and renders again without a reload.
import type { DataRouter } from 'react-router';
import { federationName, type ReleaseManifest, type RemoteName } from '@oap/contracts/federation/contract.ts';
import { developmentRemotes } from './developmentRemotes.ts';

function showBanner(remotes: Array<{ remote: RemoteName; url: string }>): void {
  const banner = document.createElement('aside');
  banner.setAttribute('data-testid', 'dev-override-banner');
  banner.setAttribute('aria-label', 'Development override');
  // Styled inline: it must show even when the remote being developed breaks the page's styles.
  Object.assign(banner.style, {
    position: 'fixed', left: '8px', bottom: '8px', zIndex: '2147483647', padding: '6px 10px', borderRadius: '4px',
    background: '#5b2a86', color: '#fff', font: '12px/1.4 system-ui, sans-serif', boxShadow: '0 1px 4px rgba(0,0,0,.3)',
  });
  banner.textContent = `Development override: ${remotes.map(({ remote, url }) => `${remote} from ${new URL(url).host}`).join(', ')} `;
  const clear = document.createElement('a');
  clear.href = '/api/dev/override?clear=1';
  clear.textContent = '(end)';
  clear.style.color = '#fff';
  banner.append(clear);
  document.body.append(banner);
}

/** `forgetRemote` drops what the page loaded from a remote, so the next render loads its update. */
export function watchDevelopmentRemotes(manifest: ReleaseManifest, router: DataRouter, forgetRemote: (remote: RemoteName) => void): void {
  const remotes = developmentRemotes(manifest);
  if (remotes.length === 0) return;
  for (const { remote, url } of remotes) console.info(`[oap] development override: ${remote} is loaded from ${url} (only in this browser).`);
  showBanner(remotes);
  window.addEventListener('oap:remote-updated', (event) => {
    const name = (event as CustomEvent<{ name?: string }>).detail?.name;
    const updated = remotes.find(({ remote }) => federationName(remote) === name);
    if (!updated) return;
    console.info(`[oap] ${updated.remote} was updated: rendering the page again.`);
    forgetRemote(updated.remote);
    void router.revalidate();
  });
}
