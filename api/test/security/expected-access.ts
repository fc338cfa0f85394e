/**
 * Who may call each operation of the OpenAPI document. The authorization test sends every operation
 * as a visitor, the owner, another member and an admin and holds the answers to this table; an
 * operation missing here fails it, so a new endpoint cannot ship without saying who may use it.
 *
 * - anyone:  no token needed (a token changes nothing about what is allowed).
 * - public:  no token needed, but the path names an object, and the object itself is the key: a
 *            public vehicle, a live share token, a signed photo address. Filled with the owner's
 *            private or revoked objects (or a forged signature) it must be "not found" for everyone,
 *            the owner included; filled with public ones it must be served to everyone.
 * - public-member: a token, and the path names a public object to act on (follow, admire, comment,
 *            report a public car): filled with the owner's private car it is "not found" for every
 *            caller, the owner included; filled with a public one, every member may (a visitor: 401).
 * - member:  a token; acts on the caller's own account or garage, names no one else's objects.
 * - owner:   a token, and the object in the path must be the caller's: another member, and an admin,
 *            learn nothing (404 or 403, none of the owner's data in the answer).
 * - admin:   an administrator's token; a member gets 403. What an admin is shown (feedback, the
 *            photos awaiting moderation and their cars) is theirs to see.
 * - admin-public: an administrator's token, and the path names a public car, the only kind an admin
 *            moderates on its page (or a photo of a car others may see, the only kind an admin
 *            moderates): filled with the owner's private car (or its photo) it is "not found" for an
 *            admin too, as a made-up one is (admins may not read private cars: neither its keeper,
 *            its blurb nor its photos); filled with a public one, an admin is served. A member gets 403.
 * - operator: the bearer of METRICS_TOKEN, which no member or admin token is: 401 for all of them.
 * - development: only in development builds (the app registers it only outside production), open to
 *            anyone there, by design.
 */
export type Access =
  | 'anyone'
  | 'public'
  | 'public-member'
  | 'member'
  | 'owner'
  | 'admin'
  | 'admin-public'
  | 'operator'
  | 'development';

export const EXPECTED_ACCESS: Record<string, Access> = {
  'GET /api/v1/health': 'anyone',
  'GET /api/v1/health/live': 'anyone',
  'GET /api/v1/health/ready': 'anyone',
  'GET /api/v1/metrics': 'operator',

  'POST /api/v1/auth/register': 'anyone',
  'POST /api/v1/auth/login': 'anyone',
  'POST /api/v1/auth/logout': 'member',
  'GET /api/v1/auth/user': 'member',
  'POST /api/v1/auth/verify-email/resend': 'member',
  // The emailed token is the credential.
  'POST /api/v1/auth/email/confirm': 'anyone',
  'POST /api/v1/auth/reset/request': 'anyone',
  // The emailed token is the credential.
  'POST /api/v1/auth/reset/confirm': 'anyone',
  // Redirects to Google (302): the test only checks it is not refused and not a 500.
  'GET /api/v1/auth/google': 'anyone',
  // Without Google's answer and the state cookie it redirects back with an error (302), never 401.
  'GET /api/v1/auth/google/callback': 'anyone',
  'POST /api/v1/auth/consent': 'member',
  // The forms posted before the app starts (docs/security.md T40): a token changes nothing; the
  // test posts each as this site's own page does (owner-world.ts), another site's post is refused.
  'POST /api/v1/auth/login/form': 'anyone',
  'POST /api/v1/auth/register/form': 'anyone',

  'GET /api/v1/profile/': 'member',
  'PATCH /api/v1/profile/': 'member',
  'DELETE /api/v1/profile/': 'member',
  // Multipart: the test uploads a real image.
  'POST /api/v1/profile/avatar': 'member',
  'POST /api/v1/profile/email': 'member',
  'POST /api/v1/profile/password': 'member',
  'GET /api/v1/profile/sign-ins/': 'member',
  'DELETE /api/v1/profile/sign-ins/{id}': 'owner',
  'POST /api/v1/profile/sign-ins/sign-out-others': 'member',
  // Export everything (docs/product.md#your-data): always the caller's own account.
  'GET /api/v1/profile/export': 'member',
  'POST /api/v1/profile/export': 'member',
  'GET /api/v1/profile/export/archive': 'member',
  // The emailed download link: its token is the key, no sign-in by design (an unknown one is 410).
  'GET /api/v1/exports/download': 'anyone',
  'POST /api/v1/exports/download': 'anyone',
  // Avatars are public pictures, whoever they belong to.
  'GET /api/v1/avatars/{id}': 'anyone',

  'POST /api/v1/feedback/submit': 'anyone',

  'GET /api/v1/admin/overview': 'admin',
  'GET /api/v1/admin/jobs/failed': 'admin',
  'POST /api/v1/admin/jobs/failed/retry': 'admin',
  'POST /api/v1/admin/jobs/failed/discard': 'admin',
  // The showcase's car search and a car's standing on its page: public cars only, admins may not
  // read private ones.
  'GET /api/v1/admin/vehicles': 'admin',
  'GET /api/v1/admin/vehicles/{vehicleId}': 'admin-public',
  'GET /api/v1/admin/users': 'admin',
  'POST /api/v1/admin/users/{id}/suspend': 'admin',
  'POST /api/v1/admin/users/{id}/reinstate': 'admin',
  'GET /api/v1/admin/feedback': 'admin',
  'PATCH /api/v1/admin/feedback/{id}': 'admin',
  'GET /api/v1/admin/showcase': 'admin',
  'POST /api/v1/admin/showcase': 'admin',
  'DELETE /api/v1/admin/showcase/{vehicleId}': 'admin',
  'GET /api/v1/admin/photos': 'admin',
  // A private car's photo is not the admins' to see, nor to decide on (docs/product.md#moderation).
  'POST /api/v1/admin/photos/{id}/approve': 'admin-public',
  'POST /api/v1/admin/photos/{id}/reject': 'admin-public',

  'GET /api/v1/notifications/': 'member',
  'GET /api/v1/notifications/unread-count': 'member',
  'POST /api/v1/notifications/read-all': 'member',
  'POST /api/v1/notifications/{id}/read': 'owner',
  'GET /api/v1/notifications/stream': 'member',
  // An email's unsubscribe link: its signed token says who and which kind; no sign-in by design.
  'GET /api/v1/notifications/unsubscribe': 'anyone',
  'POST /api/v1/notifications/unsubscribe': 'anyone',
  'GET /api/v1/profile/notification-settings': 'member',
  'PUT /api/v1/profile/notification-settings': 'member',

  // The outbox is how a developer reads account mail; test/dev-outbox.test.ts shows production lacks it.
  'GET /api/v1/dev/outbox': 'development',
  'GET /api/v1/dev/outbox/view': 'development',

  'GET /api/v1/vehicles': 'member',
  'POST /api/v1/vehicles': 'member',
  'GET /api/v1/vehicles/{id}': 'owner',
  'PATCH /api/v1/vehicles/{id}': 'owner',
  'DELETE /api/v1/vehicles/{id}': 'owner',
  'GET /api/v1/dashboard': 'member',

  'GET /api/v1/maintenance': 'member',
  'GET /api/v1/maintenance/totals': 'member',
  'GET /api/v1/vehicles/{vehicleId}/maintenance': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/maintenance': 'owner',
  'GET /api/v1/maintenance/{id}': 'owner',
  'PUT /api/v1/maintenance/{id}': 'owner',
  'DELETE /api/v1/maintenance/{id}': 'owner',
  'GET /api/v1/modifications': 'member',
  'GET /api/v1/modifications/totals': 'member',
  'GET /api/v1/vehicles/{vehicleId}/modifications': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/modifications': 'owner',
  'GET /api/v1/modifications/{id}': 'owner',
  'PUT /api/v1/modifications/{id}': 'owner',
  'DELETE /api/v1/modifications/{id}': 'owner',
  'GET /api/v1/vehicles/{vehicleId}/history.csv': 'owner',

  'GET /api/v1/vehicles/{vehicleId}/reminders': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/reminders': 'owner',
  'POST /api/v1/reminders/{id}/complete': 'owner',
  'POST /api/v1/reminders/{id}/snooze': 'owner',
  'DELETE /api/v1/reminders/{id}': 'owner',

  'GET /api/v1/vehicles/{vehicleId}/ownership': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/ownership': 'owner',
  'PUT /api/v1/ownership/{id}': 'owner',
  'DELETE /api/v1/ownership/{id}': 'owner',

  'GET /api/v1/vehicles/{vehicleId}/share-links': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/share-links': 'owner',
  'POST /api/v1/share-links/{id}/revoke': 'owner',
  'POST /api/v1/share-links/{id}/rotate': 'owner',

  // Sale dossiers (docs/product.md#sale-dossier, docs/security.md T42): the keeper makes, lists
  // and withdraws them. Verifying one is the same for every caller (the printed code is the key);
  // the test's code is a withdrawn dossier's, whose answer says so and nothing else.
  'POST /api/v1/vehicles/{vehicleId}/dossiers': 'owner',
  'GET /api/v1/vehicles/{vehicleId}/dossiers': 'owner',
  'POST /api/v1/dossiers/{id}/withdraw': 'owner',
  'GET /api/v1/verify/{code}': 'anyone',
  'GET /api/v1/pages/verify/{code}': 'anyone',
  // The verification page's script: the same file for everyone, naming no dossier.
  'GET /api/v1/pages/verify-check.js': 'anyone',

  // Multipart: the test uploads a real image.
  'POST /api/v1/vehicles/{vehicleId}/photos': 'owner',
  'GET /api/v1/vehicles/{vehicleId}/photos': 'owner',
  // The caller's own photos' room; names no one else's objects.
  'GET /api/v1/photos/usage': 'member',
  'PATCH /api/v1/photos/{id}': 'owner',
  // A car's papers: its keeper's alone (multipart: the test uploads a real image, which a paper may be).
  'POST /api/v1/vehicles/{vehicleId}/documents': 'owner',
  'GET /api/v1/vehicles/{vehicleId}/documents': 'owner',
  'GET /api/v1/documents/{documentId}': 'owner',
  'PATCH /api/v1/documents/{documentId}': 'owner',
  'DELETE /api/v1/documents/{documentId}': 'owner',
  'GET /api/v1/documents/{documentId}/record-draft': 'owner',
  // A paper's file through a signed address: its keeper's own, or a share link's that includes papers.
  'GET /api/v1/documents/{documentId}/file': 'public',
  // The caller's own garage searched; names no one else's objects.
  'GET /api/v1/search': 'member',
  // What keeping a car costs and is worth: its keeper's alone.
  'GET /api/v1/vehicles/{vehicleId}/costs': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/costs': 'owner',
  'PATCH /api/v1/costs/{id}': 'owner',
  'DELETE /api/v1/costs/{id}': 'owner',
  'GET /api/v1/vehicles/{vehicleId}/cost-summary': 'owner',
  'GET /api/v1/vehicles/{vehicleId}/fuel': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/fuel': 'owner',
  'PATCH /api/v1/fuel/{id}': 'owner',
  'DELETE /api/v1/fuel/{id}': 'owner',
  'GET /api/v1/vehicles/{vehicleId}/valuations': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/valuations': 'owner',
  'PATCH /api/v1/valuations/{id}': 'owner',
  'DELETE /api/v1/valuations/{id}': 'owner',
  'GET /api/v1/vehicles/{vehicleId}/condition-reports': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/condition-reports': 'owner',
  'PATCH /api/v1/condition-reports/{id}': 'owner',
  'DELETE /api/v1/condition-reports/{id}': 'owner',
  // Bringing a car's history in: its keeper's alone (multipart: the test uploads a small CSV).
  // The keeper offers the car and may take the offer back; any member holding a live code may read
  // and accept it (accepting one's own car is refused with 422, a used code with 409).
  'POST /api/v1/vehicles/{vehicleId}/hand-overs': 'owner',
  'GET /api/v1/hand-overs/{code}': 'public-member',
  'POST /api/v1/hand-overs/{code}/accept': 'public-member',
  'POST /api/v1/hand-overs/{code}/withdraw': 'owner',
  // The caller's own kept cars; one of them, its seller's only.
  'GET /api/v1/kept-vehicles': 'member',
  'GET /api/v1/kept-vehicles/{id}': 'owner',
  // Who works on a car (docs/product.md#workshops-and-co-keepers): what those let in may do on
  // each operation of a car is in expected-roles.ts. The test's invitation is one to the owner, to
  // another member's car: theirs to accept and leave.
  'GET /api/v1/vehicles/{vehicleId}/collaborators': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/collaborators': 'owner',
  'GET /api/v1/collaborations': 'member',
  'POST /api/v1/collaborations/{id}/accept': 'owner',
  'DELETE /api/v1/collaborations/{id}': 'owner',
  'POST /api/v1/vehicles/{vehicleId}/imports': 'owner',
  // A whole-account archive, into the caller's own garage (multipart: the test uploads a picture).
  'POST /api/v1/imports': 'member',
  'GET /api/v1/vehicles/{vehicleId}/imports': 'owner',
  'GET /api/v1/imports/{importId}': 'owner',
  'PATCH /api/v1/imports/{importId}': 'owner',
  'POST /api/v1/imports/{importId}/confirm': 'owner',
  'DELETE /api/v1/imports/{importId}': 'owner',
  'GET /api/v1/imports/{importId}/refused.csv': 'owner',
  // The whole garage from one file: the caller's own garage, its car column read against their cars.
  'POST /api/v1/garage-imports': 'member',
  'GET /api/v1/garage-imports': 'member',
  // The caller's own garage's spending, and their own calendar address.
  'GET /api/v1/dashboard/spending': 'member',
  'GET /api/v1/profile/calendar': 'member',
  'POST /api/v1/profile/calendar/renew': 'member',
  // The feed's secret address is the key: renewed away, it is not found for anyone.
  'GET /api/v1/calendar/{token}.ics': 'public',
  'DELETE /api/v1/photos/{id}': 'owner',
  // An <img> sends no token: the signed address the API hands out is the credential.
  'GET /api/v1/photos/{id}/file': 'public',

  // A search: a private car is not found, which here is an empty list.
  'GET /api/v1/public/vehicles/by-identifier/{key}': 'public',
  'GET /api/v1/public/vehicles/{id}': 'public',
  // The share token is the credential.
  'GET /api/v1/public/vehicles/by-token/{token}': 'public',
  'GET /api/v1/showcase': 'anyone',
  'GET /api/v1/users/{username}': 'anyone',
  'GET /api/v1/users/{username}/vehicles': 'anyone',
  'GET /api/v1/community/feed': 'member',

  // Community (docs/product.md, Community): follows, admires, comments, reports, activity, the
  // registry, moderation.
  'PUT /api/v1/users/{username}/follow': 'member',
  'DELETE /api/v1/users/{username}/follow': 'member',
  'GET /api/v1/community/following': 'member',
  'GET /api/v1/activity': 'member',
  'GET /api/v1/public/vehicles/{id}/community': 'public',
  'PUT /api/v1/public/vehicles/{id}/follow': 'public-member',
  'DELETE /api/v1/public/vehicles/{id}/follow': 'public-member',
  'PUT /api/v1/public/vehicles/{id}/admire': 'public-member',
  'DELETE /api/v1/public/vehicles/{id}/admire': 'public-member',
  'POST /api/v1/public/vehicles/{id}/report': 'public-member',
  'GET /api/v1/public/vehicles/{id}/comments': 'public',
  'POST /api/v1/public/vehicles/{id}/comments': 'public-member',
  // The showcase shows public cars only, so its threads have no private object to hide.
  'GET /api/v1/showcase/{id}/comments': 'anyone',
  'POST /api/v1/showcase/{id}/comments': 'member',
  // The comment's author edits and deletes it; the car's keeper hides and restores it (the test's
  // comment is the owner's own, on the owner's public car).
  'PATCH /api/v1/comments/{id}': 'owner',
  'DELETE /api/v1/comments/{id}': 'owner',
  'POST /api/v1/comments/{id}/hide': 'owner',
  'POST /api/v1/comments/{id}/restore': 'owner',
  'POST /api/v1/comments/{id}/report': 'member',
  'GET /api/v1/registry': 'anyone',
  'GET /api/v1/registry/groups': 'anyone',
  'GET /api/v1/admin/reports': 'admin',
  'POST /api/v1/admin/reports/{id}/dismiss': 'admin',
  'POST /api/v1/admin/comments/{id}/hide': 'admin',
  'POST /api/v1/admin/comments/{id}/restore': 'admin',

  // The public pages as HTML (docs/adr/0009): a private car or a revoked link is the same 404 page
  // as one that never existed.
  'GET /api/v1/pages/public/{vin}': 'public',
  'GET /api/v1/pages/public/vehicle/{token}': 'public',
  'GET /api/v1/pages/user/{username}': 'anyone',
  'GET /api/v1/pages/showcase': 'anyone',
  'GET /api/v1/pages/sign-in': 'anyone',
  // The plain app shell to every bearer; the member's own page only from the page session cookie
  // (test/member-pages/member-pages.test.ts).
  'GET /api/v1/pages/dashboard': 'anyone',
  'GET /api/v1/pages/vehicles': 'anyone',
  'GET /api/v1/pages/vehicles/{id}': 'anyone',
  'GET /api/v1/pages/register': 'anyone',
  'GET /api/v1/pages/robots.txt': 'anyone',
  'GET /api/v1/pages/sitemap.xml': 'anyone',
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The `paths` object of an OpenAPI document: path → method → operation. */
export type DocumentPaths = Record<string, Partial<Record<string, unknown>>>;

/** "METHOD /path" of every operation in an OpenAPI document's paths. */
export function operationsOf(paths: DocumentPaths): string[] {
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map(
      (method) => `${method.toUpperCase()} ${path}`,
    ),
  );
}

/** Operations of the document the table does not declare: nobody said who may call them. */
export function operationsWithoutEntry(
  paths: DocumentPaths,
  table: Record<string, Access> = EXPECTED_ACCESS,
): string[] {
  return operationsOf(paths).filter((operation) => !Object.hasOwn(table, operation));
}

/** Entries of the table no operation of the document answers to any more (renamed or removed). */
export function entriesWithoutOperation(
  paths: DocumentPaths,
  table: Record<string, Access> = EXPECTED_ACCESS,
): string[] {
  const operations = new Set(operationsOf(paths));
  return Object.keys(table).filter((operation) => !operations.has(operation));
}

/** Both ways at once: undeclared operations, and stale entries. */
export function accessTableGaps(
  paths: DocumentPaths,
  table: Record<string, Access> = EXPECTED_ACCESS,
) {
  return {
    undeclared: operationsWithoutEntry(paths, table),
    stale: entriesWithoutOperation(paths, table),
  };
}
