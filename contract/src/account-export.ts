import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './garage/common.js';
import { Nullable } from './http.js';

// "Export everything" (docs/product.md#your-data): one archive of the member's whole account, made
// in the background, with its progress on the profile and a download link by email. The link opens
// a page with a button: only that button's POST, or the signed-in profile, answers the archive.

export const ACCOUNT_EXPORT_STATES = ['queued', 'working', 'ready', 'failed'] as const;

export const AccountExport = Type.Object({
  id: Type.String(),
  status: StringEnum(ACCOUNT_EXPORT_STATES),
  /** 0 to 100. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  createdAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /** When the archive and its emailed link stop working. */
  expiresAt: Nullable(Type.String()),
  sizeBytes: Nullable(Type.Integer()),
});
export type AccountExport = Static<typeof AccountExport>;

/** The archive itself, as the download routes answer it (not JSON). */
export const ExportArchive = Type.String({ description: 'application/zip' });

/** The emailed link's token: 32 random bytes, base64url. */
export const ExportDownloadQuery = Type.Object({
  token: Type.String({
    pattern: '^[A-Za-z0-9_-]{43}$',
    errorMessages: { pattern: 'This download link is not valid.' },
  }),
});
export type ExportDownloadQuery = Static<typeof ExportDownloadQuery>;
