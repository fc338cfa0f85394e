import { requestRegistryEarly } from './federation/registry-request';

// A page that loads a remote waits for the registry first: it travels beside the app's chunks.
requestRegistryEarly();

// The async import gives Module Federation a boundary in which to set up the
// shared singletons before any React code runs.
import('./bootstrap');
