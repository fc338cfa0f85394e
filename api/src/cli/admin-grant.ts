import { grantAdmin } from '../features/users/admin-role.js';
import { withDatabase } from './with-database.js';

// npm run -w api admin:grant -- someone@example.com [other@example.com ...]
const emails = process.argv
  .slice(2)
  .map((email) => email.trim().toLowerCase())
  .filter(Boolean);
if (emails.length === 0) {
  console.error('Usage: npm run -w api admin:grant -- EMAIL [EMAIL ...]');
  process.exit(2);
}

await withDatabase(async (db) => {
  const { granted, unproven } = await grantAdmin(db, emails);
  for (const email of granted) console.log(`${email} is now an admin.`);
  // The same rule as ADMIN_EMAILS (docs/security.md T24): the address must be proven first.
  for (const email of unproven)
    console.error(`${email} has not confirmed its address yet: it is not made an admin.`);
  const missing = emails.filter((email) => !granted.includes(email) && !unproven.includes(email));
  for (const email of missing) console.error(`No account with the email ${email}.`);
  if (missing.length > 0 || unproven.length > 0) process.exitCode = 1;
});
