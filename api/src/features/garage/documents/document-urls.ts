import type { DocumentFileSize } from '@vg/contract';
import { addressSigner } from '../../../security/signed-address.js';

// A download link and an <img> send no token, so answers carry signed addresses of a paper's file
// (docs/security.md, T55). An address names whom it was made for:
// - the keeper: in their own answers; it answers while the paper exists;
// - a share link (`share:<link id>`): in that link's page, when its keeper ticked papers; the file
//   route checks on every request that the link still stands, still includes papers and its keeper
//   is not suspended, so withdrawing the link or suspending its keeper stops it at once.
// Addresses last an hour or two, never in any shared cache.
const signer = addressSigner('document-address-v1', 60 * 60 * 1000);

export type DocumentAudience = { kind: 'keeper' } | { kind: 'share'; linkId: string };

const audienceName = (audience: DocumentAudience) =>
  audience.kind === 'keeper' ? 'keeper' : `share:${audience.linkId}`;

const message = (audience: string, documentId: string, size: DocumentFileSize, expires: number) =>
  `document:${audience}:${documentId}:${size}:${expires}`;

export function signedDocumentUrl(
  secret: string,
  documentId: string,
  size: DocumentFileSize,
  audience: DocumentAudience,
  now = Date.now(),
): string {
  const expires = signer.expiresAt(now);
  const name = audienceName(audience);
  const sig = signer.sign(secret, message(name, documentId, size, expires));
  const link = audience.kind === 'share' ? `&link=${audience.linkId}` : '';
  return `/api/v1/documents/${documentId}/file?size=${size}&expires=${expires}${link}&sig=${sig}`;
}

/** Whom an unexpired address was signed for, or null when it is forged, altered or expired. */
export function documentAddressAudience(
  secret: string,
  input: {
    documentId: string;
    size: DocumentFileSize;
    expires: number;
    sig: string;
    link?: string | undefined;
  },
  now = Date.now(),
): DocumentAudience | null {
  if (input.expires < now) return null;
  const audience: DocumentAudience = input.link
    ? { kind: 'share', linkId: input.link }
    : { kind: 'keeper' };
  const signed = message(audienceName(audience), input.documentId, input.size, input.expires);
  return signer.verify(secret, signed, input.sig) ? audience : null;
}
