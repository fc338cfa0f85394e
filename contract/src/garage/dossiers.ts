import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { DOSSIER_MAX_DOCUMENTS, DOSSIER_MAX_PHOTOS, PAPER_SIZES } from '../rules/dossier.js';
import { IsoDate, StringEnum } from './common.js';
import { TOLD_AUTHOR } from './entry-authors.js';
import { DOCUMENT_KINDS } from '../rules/document-kinds.js';

// Sale dossiers (docs/product.md#sale-dossier): a car's whole history as a PDF its keeper hands a
// buyer, and the public verification page its QR code leads to.

export const DossierInput = Type.Object(
  {
    paper: Type.Optional(StringEnum(PAPER_SIZES)),
    /** Off by default: what the car cost to keep is the keeper's business. */
    costs: Type.Optional(Type.Boolean()),
    /**
     * With costs only: a stretch of time the keeper names (a restoration), whose spending the
     * dossier totals beside the cost of keeping.
     */
    costRange: Type.Optional(
      Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 80 }),
          from: Type.Optional(IsoDate),
          to: Type.Optional(IsoDate),
        },
        { additionalProperties: false },
      ),
    ),
    /** Off by default: a record's notes may be private. */
    notes: Type.Optional(Type.Boolean()),
    photoIds: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), {
        maxItems: DOSSIER_MAX_PHOTOS,
        uniqueItems: true,
      }),
    ),
    /** The car's papers the dossier lists, each with its file's SHA-256 (the keeper picks them). */
    documentIds: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), {
        maxItems: DOSSIER_MAX_DOCUMENTS,
        uniqueItems: true,
      }),
    ),
    /** Off by default: whether the papers' own pages follow the dossier's in the PDF. */
    appendDocuments: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DossierInput = Static<typeof DossierInput>;

/**
 * The answer to making a dossier: the PDF's bytes (a Buffer in the API, which is a Uint8Array),
 * documented as binary.
 */
export const DossierPdf = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'application/pdf',
});

/** A dossier as its keeper lists it. */
export const Dossier = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  /** The short code printed on the PDF and in its verification address. */
  code: Type.String(),
  /** The verification page's path on the site, /verify/<code>. */
  path: Type.String(),
  paper: StringEnum(PAPER_SIZES),
  costs: Type.Boolean(),
  notes: Type.Boolean(),
  photoCount: Type.Integer(),
  recordCount: Type.Integer(),
  /** The papers it lists, and whether their pages are appended to the PDF. */
  documentCount: Type.Integer(),
  appendDocuments: Type.Boolean(),
  /** SHA-256 (hex) of the dossier's content, printed in its footer. */
  fingerprint: Type.String(),
  createdAt: Type.String(),
  withdrawnAt: Nullable(Type.String()),
  /** Whether the garage still holds what the dossier does, as its verification page says. */
  state: StringEnum(['valid', 'changed', 'withdrawn'] as const),
  /**
   * How many of its records were changed or removed since, and of its papers removed; 0 when valid
   * or withdrawn.
   */
  changedCount: Type.Integer(),
  /** The ids of the records it holds, so that a record's form can say so before an edit. */
  recordIds: Type.Array(Type.String()),
});
export type Dossier = Static<typeof Dossier>;

/** Any code: one that names nothing is "not found", not an error. */
export const DossierCodeParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40 }),
});
export type DossierCodeParams = Static<typeof DossierCodeParams>;

export const DOSSIER_ENTRY_KINDS = [
  'vehicle',
  'maintenance',
  'modification',
  'ownership',
  'document',
] as const;
export const DOSSIER_ENTRY_STATES = ['unchanged', 'changed', 'removed'] as const;
export type DossierEntryState = (typeof DOSSIER_ENTRY_STATES)[number];

/**
 * One record of a dossier. A keeper's period is titled by how they came to the car, never by who
 * they were (docs/security.md, T42): `date` is when it began, `until` when it ended.
 */
export const DossierVerificationEntry = Type.Object({
  kind: StringEnum(DOSSIER_ENTRY_KINDS),
  title: Type.String(),
  date: Nullable(Type.String()),
  /** For a keeper's period, when it ended: null while it runs, or when not known. */
  until: Nullable(Type.String()),
  /** When the record was first entered in the garage. */
  enteredAt: Type.String(),
  state: StringEnum(DOSSIER_ENTRY_STATES),
  /** For a changed record, when it was last changed. */
  changedAt: Nullable(Type.String()),
  /**
   * For a changed record, what kind of change: the fields, as the page names them ("the odometer
   * reading"), never their values. Empty for a dossier made before it kept them.
   */
  changedFields: Type.Array(Type.String()),
  /** A record's author by role (docs/product.md#sale-dossier); absent for the car and a keeper. */
  ...TOLD_AUTHOR,
});
export type DossierVerificationEntry = Static<typeof DossierVerificationEntry>;

/**
 * One paper a dossier lists, as its verification tells anyone: what it is and the SHA-256 of its
 * file, which a reader's copy must match byte for byte. A paper's file never changes, so it is
 * unchanged while the garage keeps it, else removed.
 */
export const DossierVerificationDocument = Type.Object({
  kind: StringEnum(DOCUMENT_KINDS),
  title: Type.String(),
  date: Nullable(Type.String()),
  pageCount: Nullable(Type.Integer()),
  sha256: Type.String(),
  /** Whether the PDF carries its pages after the dossier's. */
  appended: Type.Boolean(),
  state: StringEnum(['unchanged', 'removed'] as const),
  ...TOLD_AUTHOR,
});
export type DossierVerificationDocument = Static<typeof DossierVerificationDocument>;

/**
 * What the verification page shows: for a live dossier, what it holds and whether the garage still
 * holds the same; for a withdrawn one, that it was withdrawn and nothing else.
 */
export const DossierVerification = Type.Object({
  code: Type.String(),
  state: StringEnum(['valid', 'changed', 'withdrawn'] as const),
  madeAt: Nullable(Type.String()),
  fingerprint: Nullable(Type.String()),
  vehicleTitle: Nullable(Type.String()),
  /** Its records (the papers are `documents`). */
  entries: Type.Array(DossierVerificationEntry),
  documents: Type.Array(DossierVerificationDocument),
});
export type DossierVerification = Static<typeof DossierVerification>;
