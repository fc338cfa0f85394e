// The texts a page the API renders and the screen that takes it over both show, written once
// (docs/adr/0029), with their catalogues.
export * from './define-messages.js';
export * from './load-catalogue.js';
export * from './messages/public-pages.js';
export * from './messages/dashboard.js';
export * from './messages/sign-in.js';
