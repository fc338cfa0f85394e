export { ErrorScreen } from './error-screen';
export { GlobalErrorBoundary, GLOBAL_ERROR_LOG_TAG } from './global-error-boundary';
