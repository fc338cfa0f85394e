// Pure rules, safe to bundle into a remote: no schema library, no Node APIs.
export * from './identifier.js';
export * from './years.js';
export * from './public-pages.js';
export * from './registry-key.js';
export * from './registry-sorts.js';
export * from './storage-size.js';
export * from './dossier.js';
export * from './dates.js';
export * from './vehicle-particulars.js';
export * from './uploads.js';
export * from './document-kinds.js';
export * from './member-pages.js';
export * from './reminders.js';
export * from './site-navigation.js';
export * from './next-path.js';
export * from './provenance.js';
export * from './money.js';
