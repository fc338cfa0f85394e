// The async import gives Module Federation a boundary in which to set up the
// shared singletons before any React code runs.
import('./bootstrap');
