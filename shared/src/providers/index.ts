export { AppProviders } from './app-providers';
export { mountRemoteHarness, type HarnessRoute } from './remote-harness';
export { ROUTER_FUTURE } from './router-future';
