import { sql } from 'kysely';
import { hashPassword } from '../security/passwords.js';
import { withDatabase } from './with-database.js';

// Demo accounts for local use. Re-running is harmless: existing usernames are left as they are.
const DEMO_PASSWORD = 'vintage-garage-demo';
const DEMO_USERS = [
  {
    username: 'admin',
    email: 'admin@vintage-garage.test',
    displayName: 'Garage Admin',
    role: 'admin',
    bio: 'Keeps the lights on.',
  },
  {
    username: 'margaret',
    email: 'margaret@vintage-garage.test',
    displayName: 'Margaret Ellis',
    role: 'user',
    bio: '1967 Jaguar E-Type, 1972 Citroën DS.',
  },
  {
    username: 'tomasz',
    email: 'tomasz@vintage-garage.test',
    displayName: 'Tomasz Nowak',
    role: 'user',
    bio: 'Two-stroke everything.',
  },
  {
    username: 'priya',
    email: 'priya@vintage-garage.test',
    displayName: 'Priya Raman',
    role: 'user',
    bio: 'Restoring a 1958 Vespa.',
  },
] as const;

await withDatabase(async (db) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  for (const demo of DEMO_USERS) {
    const inserted = await db
      .insertInto('users')
      .values({
        username: demo.username,
        email: demo.email,
        display_name: demo.displayName,
        bio: demo.bio,
        role: demo.role,
        password_hash: passwordHash,
        email_verified_at: now,
        consented_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.expression(sql`lower(username)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    console.log(
      `${inserted ? 'created' : 'exists '}  ${demo.role.padEnd(5)}  ${demo.email.padEnd(30)}  username ${demo.username}`,
    );
  }
  console.log(`\nPassword for every demo account: ${DEMO_PASSWORD}`);
});
