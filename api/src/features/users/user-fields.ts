// The field schemas of registration, consent and profile are in @vg/contract (auth.ts).

/** Addresses are compared and stored in lower case, without surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
