import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { OptionalText } from './common.js';

export const ShareScope = Type.Object({
  maintenance: Type.Boolean(),
  modifications: Type.Boolean(),
  photos: Type.Boolean(),
  /** Off by default: what a car cost to keep is the owner's business. */
  costs: Type.Boolean(),
  /**
   * Off by default: the notes on maintenance records and keepers are the keeper's own
   * (docs/product.md#sharing). The public page never shows them.
   */
  notes: Type.Boolean(),
  /**
   * Off by default: a car's papers (invoices, registration documents) reach others only through a
   * link whose keeper ticks them (docs/product.md#papers). The public page never shows them.
   */
  documents: Type.Boolean(),
});
export type ShareScope = Static<typeof ShareScope>;

export const ShareLinkInput = Type.Object(
  {
    label: OptionalText(80),
    scope: Type.Optional(Type.Partial(ShareScope)),
  },
  { additionalProperties: false },
);
export type ShareLinkInput = Static<typeof ShareLinkInput>;

export const ShareLink = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  label: Nullable(Type.String()),
  scope: ShareScope,
  createdAt: Type.String(),
  revokedAt: Nullable(Type.String()),
});
export type ShareLink = Static<typeof ShareLink>;

/** Only the answer that creates a link carries its token; it is never shown again. */
export const NewShareLink = Type.Composite([
  ShareLink,
  Type.Object({ token: Type.String(), path: Type.String() }),
]);
export type NewShareLink = Static<typeof NewShareLink>;
