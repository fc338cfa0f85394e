import type { Catalogue } from '../define-messages.js';
import publicPages from './it/public-pages.js';
import dashboard from './it/dashboard.js';
import signIn from './it/sign-in.js';

// The texts of ../messages in one language, a part per page the API renders and a remote takes over.
export default { ...publicPages, ...dashboard, ...signIn } satisfies Catalogue;
