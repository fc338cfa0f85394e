import { Type } from '@sinclair/typebox';
import {
  AcceptCollaborationInput,
  Collaboration,
  Collaborator,
  CollaboratorInput,
} from '../../garage/collaborators.js';
import { VehicleIdParams } from '../../garage/common.js';
import { DataOf, IdParams, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// Who else may work on a car: workshops and co-keepers the keeper lets in.

export const collaboratorRouteTable = defineRoutes({
  'GET /vehicles/:vehicleId/collaborators': {
    tags: ['collaborators'],
    summary: "Who may work on the car, invited or with access (its keeper's and co-keepers' view)",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: DataOf(Type.Array(Collaborator)) }),
  },
  'POST /vehicles/:vehicleId/collaborators': {
    tags: ['collaborators'],
    summary: 'Invite a member, by username or email, to the car as its workshop or a co-keeper',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: CollaboratorInput,
    response: withErrors({ 201: DataOf(Collaborator) }),
  },
  'GET /collaborations': {
    tags: ['collaborators'],
    summary: 'The cars the caller is invited to or works on (Cars I work on)',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(Type.Array(Collaboration)) }),
  },
  'POST /collaborations/:id/accept': {
    tags: ['collaborators'],
    summary: 'Accept an invitation: the car is under Cars I work on (the invited member only)',
    security: [{ bearer: [] }],
    params: IdParams,
    body: AcceptCollaborationInput,
    response: withErrors({ 200: DataOf(Collaboration) }),
  },
  'DELETE /collaborations/:id': {
    tags: ['collaborators'],
    summary: 'End access: the keeper revokes it, or the member leaves (or declines the invitation)',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: Type.Null() }),
  },
});
