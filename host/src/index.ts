import { requestRegistryEarly } from './federation/registry-request';
import { warmLocaleData } from './start/warm-locale-data';

// A page that loads a remote waits for the registry first: it travels beside the app's chunks,
// and the browser's locale data loads while they download.
requestRegistryEarly();
warmLocaleData();

// The async import gives Module Federation a boundary in which to set up the
// shared singletons before any React code runs.
import('./bootstrap');
