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
