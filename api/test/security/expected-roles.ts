// What those let in to a car may do on each of its operations (docs/product.md#workshops-and-
// co-keepers, docs/security.md): the need each operation checks on the server. The collaborator
// suite sends every 'owner' operation as a workshop, a co-keeper, a member invited who has not
// accepted, the car's former keeper and a revoked workshop; an owner operation on a car missing
// here is one nobody let in may use (a hand-over's withdrawal, an import's preview, the caller's
// own notifications), and all five are told it is not found.
//
// - see:        a workshop and a co-keeper read it.
// - contribute: a workshop and a co-keeper add it.
// - own-entry:  changes an entry; the suite's entries are the keeper's, so a workshop is refused
//               (403: it changes only its own) and a co-keeper may.
// - co-keep:    a co-keeper may, a workshop is refused (403).
// - keep:       the keeper's alone: both are refused (403).
export type RoleNeed = 'see' | 'contribute' | 'own-entry' | 'co-keep' | 'keep';

const records = (path: 'maintenance' | 'modifications', item: string) => ({
  [`GET /api/v1/vehicles/{vehicleId}/${path}`]: 'see',
  [`POST /api/v1/vehicles/{vehicleId}/${path}`]: 'contribute',
  [`GET /api/v1/${item}`]: 'see',
  [`PUT /api/v1/${item}`]: 'own-entry',
  [`DELETE /api/v1/${item}`]: 'own-entry',
});

/** Every operation on a car's keeping that a co-keeper shares and a workshop does not. */
const keeping = (collection: string, item: string, methods = ['PATCH', 'DELETE']) => ({
  [`GET /api/v1/vehicles/{vehicleId}/${collection}`]: 'co-keep',
  [`POST /api/v1/vehicles/{vehicleId}/${collection}`]: 'co-keep',
  ...Object.fromEntries(methods.map((method) => [`${method} /api/v1/${item}`, 'co-keep'])),
});

export const ROLE_NEEDS: Record<string, RoleNeed> = {
  'GET /api/v1/vehicles/{id}': 'see',
  'PATCH /api/v1/vehicles/{id}': 'co-keep',
  'DELETE /api/v1/vehicles/{id}': 'keep',
  ...records('maintenance', 'maintenance/{id}'),
  ...records('modifications', 'modifications/{id}'),
  'GET /api/v1/vehicles/{vehicleId}/history.csv': 'see',

  ...keeping('reminders', 'reminders/{id}', ['DELETE']),
  'POST /api/v1/reminders/{id}/complete': 'co-keep',
  'POST /api/v1/reminders/{id}/snooze': 'co-keep',
  // The car's keepers are its history: a workshop reads them.
  'GET /api/v1/vehicles/{vehicleId}/ownership': 'see',
  'POST /api/v1/vehicles/{vehicleId}/ownership': 'co-keep',
  'PUT /api/v1/ownership/{id}': 'co-keep',
  'DELETE /api/v1/ownership/{id}': 'co-keep',
  // Who sees the car: sharing and dossiers are a co-keeper's too, never a workshop's.
  ...keeping('share-links', 'share-links/{id}/revoke', ['POST']),
  'POST /api/v1/share-links/{id}/rotate': 'co-keep',
  ...keeping('dossiers', 'dossiers/{id}/withdraw', ['POST']),

  'POST /api/v1/vehicles/{vehicleId}/photos': 'contribute',
  'GET /api/v1/vehicles/{vehicleId}/photos': 'see',
  'PATCH /api/v1/photos/{id}': 'own-entry',
  'DELETE /api/v1/photos/{id}': 'own-entry',
  'POST /api/v1/vehicles/{vehicleId}/documents': 'contribute',
  'GET /api/v1/vehicles/{vehicleId}/documents': 'see',
  'GET /api/v1/documents/{documentId}': 'see',
  'PATCH /api/v1/documents/{documentId}': 'own-entry',
  'DELETE /api/v1/documents/{documentId}': 'own-entry',
  'GET /api/v1/documents/{documentId}/record-draft': 'see',

  // What the car costs and is worth: a co-keeper's too, not a workshop's.
  ...keeping('costs', 'costs/{id}'),
  'GET /api/v1/vehicles/{vehicleId}/cost-summary': 'co-keep',
  ...keeping('fuel', 'fuel/{id}'),
  ...keeping('valuations', 'valuations/{id}'),
  ...keeping('condition-reports', 'condition-reports/{id}'),

  'POST /api/v1/vehicles/{vehicleId}/hand-overs': 'keep',
  'GET /api/v1/vehicles/{vehicleId}/collaborators': 'co-keep',
  'POST /api/v1/vehicles/{vehicleId}/collaborators': 'keep',
} as Record<string, RoleNeed>;
