// Async boundary: lets the shared singletons negotiate before any app code runs.
//
// The start is cut into steps with a yield to the browser between them, so that no step holds the
// main thread for long (on a mid-range phone the whole start was one task of several hundred
// milliseconds): the federation runtime (this file's chunk), then the framework modules (React,
// the router, react-query: one file each, each started as it arrives), then the shell's own code,
// which hydrates the page in a transition (bootstrap.tsx yields between its own steps).
import { yieldToBrowser } from './app/yieldToBrowser.ts';

async function start() {
  await yieldToBrowser();
  await Promise.all([import('react'), import('react-dom/client'), import('react-router'), import('@tanstack/react-query')]);
  await yieldToBrowser();
  await import('./bootstrap.tsx');
}

void start();
