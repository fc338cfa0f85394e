import type { Catalogue } from '../../define-messages.js';

export default {} satisfies Catalogue;
