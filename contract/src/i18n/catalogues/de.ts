import type { Catalogue } from '../define-messages.js';
import publicPages from './de/public-pages.js';
import dashboard from './de/dashboard.js';
import signIn from './de/sign-in.js';

// The texts of ../messages in one language, a part per page the API renders and a remote takes over.
export default { ...publicPages, ...dashboard, ...signIn } satisfies Catalogue;
