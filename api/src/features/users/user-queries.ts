import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { unprocessable, type FieldErrors } from '../../http/errors.js';

/** Looks a user up by email (when the identifier has an @) or by username, ignoring case. */
export function findUserByIdentifier(db: Db, identifier: string) {
  const value = identifier.trim().toLowerCase();
  const column = value.includes('@') ? 'email' : 'username';
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(${sql.ref(column)})`, '=', value)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

async function isTaken(
  db: Db,
  column: 'email' | 'username',
  value: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(${sql.ref(column)})`, '=', value.trim().toLowerCase());
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const isEmailTaken = (db: Db, email: string, exceptUserId?: string) =>
  isTaken(db, 'email', email, exceptUserId);
export const isUsernameTaken = (db: Db, username: string, exceptUserId?: string) =>
  isTaken(db, 'username', username, exceptUserId);

export const USERNAME_TAKEN = 'This username is already taken.';
export const EMAIL_TAKEN = 'An account with this email already exists.';

/** Postgres unique violation (23505): the database settles races the pre-checks cannot. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** A `.catch` handler turning a unique violation (a lost race) into the same 422 the pre-check gives. */
export function uniqueViolationAs(fields: FieldErrors) {
  return (error: unknown): never => {
    throw isUniqueViolation(error) ? unprocessable(fields) : error;
  };
}
