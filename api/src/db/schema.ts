import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Language } from '@vg/contract/rules';

/** Set by the database on insert, never written by the application afterwards. */
type CreatedAt = ColumnType<Date, never, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type UserRole = 'user' | 'admin';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  username: string;
  /** Null for accounts created through Google until a password is set. */
  password_hash: string | null;
  display_name: string | null;
  bio: string | null;
  location: string | null;
  avatar_id: string | null;
  role: Generated<UserRole>;
  email_verified_at: NullableTimestamp;
  /** Null while a Google-created account has not accepted the terms (needsConsent). */
  consented_at: NullableTimestamp;
  google_subject: string | null;
  suspended_at: NullableTimestamp;
  suspension_message: string | null;
  /** Where emails and notifications date things: negotiated at the latest sign-in; null: en-GB. */
  locale: Generated<string | null>;
  /** 'light', 'dark' or 'system' (docs/product.md#appearance). */
  theme: Generated<string>;
  /** 'en', 'de', 'fr' or 'it' once chosen (docs/product.md#languages); null follows the browser. */
  language: Generated<Language | null>;
  /**
   * Moves whenever the member's vehicles or their photos change (the garage's migration
   * 20261127-1200-garage-revision): the owner's kept answers hold while it does not. A string from
   * PostgreSQL, a number from PGlite: compare it as text.
   */
  garage_revision: Generated<string | number>;
  /** The transaction that last moved it, so it moves once per transaction. */
  garage_changed_by: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AuthTokensTable {
  /** The JWT's jti. */
  id: string;
  user_id: string;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
  /** How the sign-in happened; null on tokens issued before sign-ins were recorded. */
  method: SignInMethod | null;
  /** "Firefox on Windows": read from the user agent at sign-in. */
  device: string | null;
  /** SHA-256 of the user agent: an unseen one on a known account gets a new-sign-in email. */
  device_hash: string | null;
  /** The client address of the sign-in. */
  ip: string | null;
  /** Last request made with the token, written at most every few minutes. */
  last_seen_at: NullableTimestamp;
}

export type SignInMethod = 'password' | 'google' | 'registration' | 'password_change';

export interface RateLimitWindowsTable {
  /** The limiter's name and what it counts: "signInPerAccount/sign-in:ann@example.com". */
  key: string;
  hits: number;
  resets_at: Date;
}

/** A member's Idempotency-Key and the answer its first request got (src/http/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  /** SHA-256 (hex) of the path as sent, query included: an address may be long. */
  path_hash: string;
  body_hash: string;
  /** Null while the first request is still being served. */
  status: number | null;
  /** The answer's headers and bytes, sealed (src/http/sealed-answer.ts); null when not kept. */
  answer: Uint8Array | null;
  locked_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Date;
}

export type EmailTokenPurpose = 'verify_email' | 'change_email' | 'reset_password';

export interface EmailTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: EmailTokenPurpose;
  /** SHA-256 of the token sent by email: a database leak does not leak usable links. */
  token_hash: string;
  /** The address being confirmed (registration address or the new address of an email change). */
  email: string;
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface AvatarsTable {
  id: Generated<string>;
  user_id: string;
  content_type: string;
  data: Uint8Array;
  created_at: CreatedAt;
}

export type FeedbackStatus = 'new' | 'read' | 'archived';

export interface FeedbackTable {
  id: Generated<string>;
  user_id: string | null;
  title: string;
  description: string;
  contact_email: string | null;
  status: Generated<FeedbackStatus>;
  created_at: CreatedAt;
}

export type AccountExportStatus = 'queued' | 'working' | 'ready' | 'failed';

/** A member's "Export everything" and, once ready, its archive (features/profile/export). */
export interface AccountExportsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<AccountExportStatus>;
  /** 0 to 100, as the job goes through the member's cars. */
  progress: Generated<number>;
  size_bytes: number | null;
  /** SHA-256 of the emailed download token; the token itself is never stored. */
  token_hash: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
  expires_at: NullableTimestamp;
}

/** An export's archive in order, a part at a time, as the job writes it and the download reads it. */
export interface AccountExportPartsTable {
  export_id: string;
  seq: number;
  data: Uint8Array;
}

/**
 * Every table the API's Kysely handle (`Db`) knows. Listed here: the accounts' own tables. Each
 * feature adds its tables to this interface from its own tables.ts by declaration merging
 * (`declare module '../../db/schema.js' { interface Database {...} }`), so db/ names no feature
 * and a feature's tables are declared in its folder (api/README.md, Layout).
 */
export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  rate_limit_windows: RateLimitWindowsTable;
  idempotency_keys: IdempotencyKeysTable;
  email_tokens: EmailTokensTable;
  avatars: AvatarsTable;
  feedback: FeedbackTable;
  account_exports: AccountExportsTable;
  account_export_parts: AccountExportPartsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type FeedbackRow = Selectable<FeedbackTable>;
