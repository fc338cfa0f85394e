export { AppProviders } from './app-providers';
export { mountRemoteHarness, type HarnessRoute } from './remote-harness';
