// Starts the shell: registers the remotes named by the release manifest, then renders the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { ReleaseManifest } from '@oap/shared/federation/contract.ts';
import '@oap/shared/tokens/tokens.css';
import { loadRouteModule, registerReleaseManifest } from './app/federation/remoteRoutes.ts';
import { preloadOnIntent } from './features/prefetch/routePreloader.ts';
import { watchForNewBuilds } from './app/federation/buildUpdates.ts';
import { applyConsent } from './features/consent/consent.ts';
import { createRouteObjects } from './app/routes.tsx';
import { initMonitoring } from './features/monitoring/initMonitoring.ts';
import { forceIosMaximumScale } from './features/site/iosViewport.ts';

function readReleaseManifest(): ReleaseManifest {
  const element = document.getElementById('oap-release-manifest');
  if (!element?.textContent) throw new Error('The page carries no release manifest.');
  return JSON.parse(element.textContent) as ReleaseManifest;
}

forceIosMaximumScale();
void initMonitoring();
const releases = readReleaseManifest();
registerReleaseManifest(releases);
watchForNewBuilds(releases);
applyConsent();
preloadOnIntent((route) => loadRouteModule(route.remote, route.name));

const router = createBrowserRouter(createRouteObjects());

const container = document.getElementById('root');
if (!container) throw new Error('No #root element in the shell document.');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
