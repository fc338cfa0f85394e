// The contract between the API and the screens (docs/adr/0005-one-contract-package.md): the API
// builds its routes from these schemas; a remote imports their types only (`import type`), and the
// pure rules from '@vg/contract/rules'.
export * from './rules/index.js';
export * from './http.js';
export * from './garage/index.js';
export * from './community.js';
export * from './auth.js';
export * from './auth-forms.js';
export * from './admin.js';
export * from './admin-moderation.js';
export * from './profile.js';
export * from './notifications.js';
export * from './jobs.js';
export * from './feedback.js';
export * from './health.js';
export * from './dev-outbox.js';
export * from './public-pages.js';
export * from './account-export.js';
export * from './routes/index.js';
