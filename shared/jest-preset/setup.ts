import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// jsdom has no layout, so it does not implement scrolling; react-router's ScrollRestoration calls it.
// (Tests of server rendering run with `@jest-environment node`, where there is no window at all.)
if (typeof window !== 'undefined') window.scrollTo = () => {};

// jsdom has <dialog> but not its modal methods.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// findBy… and waitFor wait for what the reader would see; testing-library gives up after 1 s, which a
// lazily loaded page (its route module, its query) can take on a loaded 2-core CI machine. Waiting
// longer changes no assertion: a test whose element never comes still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// A test's own limit is a guard against a hang, not a measure: above the wait for an element (5 s),
// so a test that waits that long fails with testing-library's message about what never came rather
// than jest's timeout. On a loaded machine (the server suite beside it) one route test took over 5 s.
jest.setTimeout(15_000);
