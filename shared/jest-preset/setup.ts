import '@testing-library/jest-dom';

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
