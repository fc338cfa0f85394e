// How the security tests fill an operation's path from objects they created: each parameter is
// named with the path segment before it. Shared by authorization.test.ts and no-server-errors.test.ts,
// so an operation added to the document needs its parameter named here once.

/** What fills the path of a request (and, for a photo's file, its query). */
export interface PathValues {
  vehicle: string;
  maintenance: string;
  modification: string;
  reminder: string;
  ownership: string;
  shareLink: string;
  photo: string;
  notification: string;
  feedback: string;
  avatar: string;
  /** Another of the owner's sessions, not the one the owner's requests use. */
  signIn: string;
  /** A member an admin may suspend without spoiling the owner's cases. */
  member: string;
  /** A public vehicle of the owner's, in the showcase. */
  showcased: string;
  /** Another showcased public car of the owner's, whose entry no case removes: its comment thread. */
  showcaseThread: string;
  /** The owner's comment on their public car. */
  comment: string;
  /** Another member's report of that comment. */
  report: string;
  identifier: string;
  shareToken: string;
  username: string;
  /** size, expires and sig of a photo's file address. */
  photoQuery: string;
  /** A paper of the owner's car (of the public car: shared through a link that includes papers). */
  document: string;
  /** size, expires, link and sig of a paper's file address. */
  documentQuery: string;
  cost: string;
  fuel: string;
  valuation: string;
  conditionReport: string;
  /** The owner's calendar feed token: renewed away (private values), or live (public values). */
  calendarToken: string;
  /** A live sale dossier of the owner's private car. */
  dossier: string;
  /** The code of a withdrawn dossier of it. */
  dossierCode: string;
  /** A preview of a spreadsheet imported into the owner's private car. */
  import: string;
  /** A hand-over code: withdrawn, of the private car (private values); live, of a car of its own (public). */
  handOverCode: string;
  /** The copy of a car's history the owner kept when handing it over. */
  keptVehicle: string;
  /** An invitation to the owner to work on another member's car. */
  collaboration: string;
}

// A parameter's name alone is ambiguous ({id} is a dozen kinds of object), so each is named with the
// path segment before it: /maintenance/{id} is a maintenance record, /admin/users/{id} a member.
export const PARAMETER_VALUES: Record<
  string,
  Exclude<keyof PathValues, 'photoQuery' | 'documentQuery'>
> = {
  'vehicles/{id}': 'vehicle',
  'vehicles/{vehicleId}': 'vehicle',
  'maintenance/{id}': 'maintenance',
  'modifications/{id}': 'modification',
  'reminders/{id}': 'reminder',
  'ownership/{id}': 'ownership',
  'share-links/{id}': 'shareLink',
  'photos/{id}': 'photo',
  'documents/{documentId}': 'document',
  'costs/{id}': 'cost',
  'fuel/{id}': 'fuel',
  'valuations/{id}': 'valuation',
  'condition-reports/{id}': 'conditionReport',
  'imports/{importId}': 'import',
  'calendar/{token}': 'calendarToken',
  'notifications/{id}': 'notification',
  'feedback/{id}': 'feedback',
  'avatars/{id}': 'avatar',
  'sign-ins/{id}': 'signIn',
  'users/{id}': 'member',
  'users/{username}': 'username',
  'showcase/{vehicleId}': 'showcased',
  'showcase/{id}': 'showcaseThread',
  'comments/{id}': 'comment',
  'reports/{id}': 'report',
  'by-identifier/{key}': 'identifier',
  'by-token/{token}': 'shareToken',
  'public/{vin}': 'identifier',
  'vehicle/{token}': 'shareToken',
  'user/{username}': 'username',
  'dossiers/{id}': 'dossier',
  'verify/{code}': 'dossierCode',
  'hand-overs/{code}': 'handOverCode',
  'kept-vehicles/{id}': 'keptVehicle',
  'collaborations/{id}': 'collaboration',
};

export function fillPath(path: string, values: PathValues): string {
  return path.replace(/([^/]*)\/\{(\w+)\}/g, (_match, segment: string, parameter: string) => {
    const key = PARAMETER_VALUES[`${segment}/{${parameter}}`];
    if (!key)
      throw new Error(
        `Cannot fill {${parameter}} in ${path}: add '${segment}/{${parameter}}' to PARAMETER_VALUES and create such an object for the owner`,
      );
    return `${segment}/${encodeURIComponent(values[key])}`;
  });
}
