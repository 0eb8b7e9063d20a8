import '@testing-library/jest-dom';

// jsdom has no layout, so it does not implement scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => {};
