// The parts of @sentry/react the shell uses, in one module that initMonitoring imports lazily:
// named imports let the bundler leave the rest of the SDK out of the chunk.
export { browserTracingIntegration, captureException, feedbackIntegration, init, replayIntegration } from '@sentry/react';
