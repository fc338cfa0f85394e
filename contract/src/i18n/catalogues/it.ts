import type { Catalogue } from '../define-messages.js';

// Italian words for the texts of ../messages; the remotes' and the API's own catalogues hold theirs.
export default {} satisfies Catalogue;
