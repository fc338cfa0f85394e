import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { DOCUMENT_KINDS } from '../rules/document-kinds.js';
import { Currency, IsoDate, Money, OptionalText, StringEnum } from './common.js';
import { AUTHORSHIP } from './records.js';

// A car's papers (docs/product.md#papers): invoices, certificates, registration documents, kept
// byte for byte and private to their keeper unless a share link or a dossier includes them.

// The kinds and their labels are rules (the screens bundle them, no schema with them).
export {
  DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  type DocumentKind,
} from '../rules/document-kinds.js';

/** Where the background reader stands with a document: its thumbnail, preview and text. */
export const DOCUMENT_READ_STATES = ['pending', 'done', 'failed'] as const;
export type DocumentReadState = (typeof DOCUMENT_READ_STATES)[number];
/** Where a document's text came from: the PDF's own text, or OCR of its pictures. */
export const DOCUMENT_TEXT_SOURCES = ['embedded', 'ocr'] as const;
export type DocumentTextSource = (typeof DOCUMENT_TEXT_SOURCES)[number];

/** The renditions of GET /documents/:id/file: the bytes as uploaded, or a picture of page one. */
export const DOCUMENT_FILE_SIZES = ['original', 'thumb', 'preview'] as const;
export type DocumentFileSize = (typeof DOCUMENT_FILE_SIZES)[number];

const DocumentDetails = {
  kind: StringEnum(DOCUMENT_KINDS),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  date: Nullable(IsoDate),
  note: Nullable(Type.String({ maxLength: 2000 })),
  maintenanceRecordId: Nullable(Type.String({ format: 'uuid' })),
  modificationId: Nullable(Type.String({ format: 'uuid' })),
  ownershipPeriodId: Nullable(Type.String({ format: 'uuid' })),
};

export const VehicleDocument = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  ...DocumentDetails,
  fileName: Type.String(),
  mediaType: Type.String(),
  byteSize: Type.Integer({ minimum: 1 }),
  /** SHA-256 of the file as uploaded (hex). */
  sha256: Type.String(),
  pageCount: Nullable(Type.Integer()),
  reading: StringEnum(DOCUMENT_READ_STATES),
  textSource: Nullable(StringEnum(DOCUMENT_TEXT_SOURCES)),
  /** Signed addresses (an <a> or <img> sends no token); null until the reader made the picture. */
  fileUrl: Type.String(),
  thumbUrl: Nullable(Type.String()),
  previewUrl: Nullable(Type.String()),
  /** To those who keep or work on the car only. */
  ...AUTHORSHIP,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type VehicleDocument = Static<typeof VehicleDocument>;

/**
 * The details an upload may carry (multipart fields before the file) and a PATCH may change.
 * The title defaults to the file's name, the kind to 'other'.
 */
export const DocumentPatch = Type.Object(
  {
    kind: Type.Optional(StringEnum(DOCUMENT_KINDS)),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    date: Type.Optional(Nullable(IsoDate)),
    note: OptionalText(2000),
    maintenanceRecordId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    modificationId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    ownershipPeriodId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);
export type DocumentPatch = Static<typeof DocumentPatch>;

/** A car's papers, or one record's: `?maintenanceRecordId=` / `?modificationId=` / `?ownershipPeriodId=`. */
export const DocumentListQuery = Type.Object({
  maintenanceRecordId: Type.Optional(Type.String({ format: 'uuid' })),
  modificationId: Type.Optional(Type.String({ format: 'uuid' })),
  ownershipPeriodId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type DocumentListQuery = Static<typeof DocumentListQuery>;

/** A signed document address: which rendition, until when, and the signature that permits it. */
export const DocumentFileQuery = Type.Object({
  size: Type.Optional(StringEnum(DOCUMENT_FILE_SIZES, { default: 'original' })),
  expires: Type.Optional(Type.Integer()),
  sig: Type.Optional(Type.String({ maxLength: 100 })),
  /** The share link an address was made for (its page's addresses only). */
  link: Type.Optional(Type.String({ format: 'uuid' })),
});
export type DocumentFileQuery = Static<typeof DocumentFileQuery>;

/**
 * What a receipt's text says, for "Make a record from this": each is null where the reader found
 * nothing it could trust; the keeper confirms or corrects every one.
 */
export const RecordDraft = Type.Object({
  documentId: Type.String(),
  performedOn: Nullable(IsoDate),
  totalCost: Nullable(Money),
  currency: Nullable(Currency),
  supplier: Nullable(Type.String()),
  title: Type.String(),
});
export type RecordDraft = Static<typeof RecordDraft>;
