// When the help, terms and privacy texts last changed; bump with any edit to their wording.
export const INFO_PAGES_LAST_UPDATED = '2026-11-21';
