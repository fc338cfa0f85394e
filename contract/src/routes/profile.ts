import { AccountExport, ExportArchive, ExportDownloadQuery } from '../account-export.js';
import { CurrentUser } from '../auth.js';
import { Accepted, DataOf, IdParams, NoContent, Nullable, withErrors } from '../http.js';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  PasswordChanged,
  SignIns,
  SignedOutSessions,
  UpdateProfileBody,
} from '../profile.js';
import { defineRoutes } from './route-spec.js';

// /profile: the signed-in member's own account (details, avatar, email, password, deletion, where
// they are signed in, the export of everything); /avatars and /exports: what needs no sign-in.

export const profileRouteTable = defineRoutes({
  'GET /profile/': {
    tags: ['profile'],
    summary: 'My profile',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(CurrentUser) }),
  },
  'PATCH /profile/': {
    tags: ['profile'],
    summary: 'Change username, display name, bio or location (absent fields stay as they are)',
    security: [{ bearer: [] }],
    body: UpdateProfileBody,
    response: withErrors({ 200: DataOf(CurrentUser) }),
  },
  'POST /profile/avatar': {
    tags: ['profile'],
    summary: 'Upload an avatar (multipart field "avatar"; stored as a 512 px WebP)',
    consumes: ['multipart/form-data'],
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(CurrentUser) }),
  },
  'POST /profile/email': {
    tags: ['profile'],
    summary: 'Change the email address: sends a confirmation link to the new address',
    security: [{ bearer: [] }],
    body: ChangeEmailBody,
    response: withErrors({ 202: Accepted }),
  },
  'POST /profile/password': {
    tags: ['profile'],
    summary: 'Change the password: signs out every other session and answers a new token',
    security: [{ bearer: [] }],
    body: ChangePasswordBody,
    response: withErrors({ 200: DataOf(PasswordChanged) }),
  },
  'DELETE /profile/': {
    tags: ['profile'],
    summary:
      'Delete my account and all its data (type the username, and the password or sign in with Google again)',
    security: [{ bearer: [] }],
    body: DeleteAccountBody,
    response: withErrors({ 204: NoContent }),
  },
  'POST /profile/export': {
    tags: ['profile'],
    summary:
      'Export everything: start the archive of my whole account in the background (one at a time, a few a day: 429 with Retry-After past that); its link comes by email',
    security: [{ bearer: [] }],
    response: withErrors({ 202: DataOf(AccountExport) }),
  },
  'GET /profile/export': {
    tags: ['profile'],
    summary: 'My latest export and its progress (null when I never asked for one)',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(Nullable(AccountExport)) }),
  },
  'GET /profile/export/archive': {
    tags: ['profile'],
    summary: 'Download my latest ready export (a ZIP archive)',
    security: [{ bearer: [] }],
    response: withErrors({ 200: ExportArchive }),
  },
  'GET /profile/sign-ins/': {
    tags: ['profile'],
    summary: "Where I'm signed in: my live sessions, latest activity first",
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(SignIns) }),
  },
  'DELETE /profile/sign-ins/:id': {
    tags: ['profile'],
    summary: 'Sign out one of my sessions (this one included)',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
  'POST /profile/sign-ins/sign-out-others': {
    tags: ['profile'],
    summary: 'Sign out everywhere else: every session of mine but this one',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(SignedOutSessions) }),
  },
  'GET /avatars/:id': {
    tags: ['profile'],
    summary: 'An avatar image (WebP)',
    params: IdParams,
    response: {},
  },
  'GET /exports/download': {
    tags: ['profile'],
    summary:
      'The page the emailed link opens (no sign-in): a Download archive button, or that the link has ended (410). It never answers the archive: a mail scanner follows links',
    querystring: ExportDownloadQuery,
    produces: ['text/html'],
    response: {},
  },
  'POST /exports/download': {
    tags: ['profile'],
    summary:
      "Download an export with the emailed link's token (no sign-in: the token is the key); 410 once the link has ended",
    querystring: ExportDownloadQuery,
    response: withErrors({ 200: ExportArchive }),
  },
});
