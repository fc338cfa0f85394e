import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { VehicleIdParams } from '../../garage/common.js';
import {
  ModeratedPhoto,
  ModerationQuery,
  PhotoRejection,
  ShowcaseEntry,
  ShowcaseEntryInput,
  ShowcaseItem,
  ShowcaseQuery,
} from '../../garage/showcase.js';
import { defineRoutes } from '../route-spec.js';

// The showcase (public vehicles an admin featured: anyone reads it, only admins change it) and photo
// moderation (admins approve or reject photos; only approved ones are ever public).

export const showcaseRouteTable = defineRoutes({
  'GET /showcase': {
    tags: ['showcase'],
    summary: 'Showcased public vehicles that have an approved cover photo, newest first',
    querystring: ShowcaseQuery,
    response: withErrors({ 200: PageOf(ShowcaseItem) }),
  },
  'GET /admin/showcase': {
    tags: ['admin'],
    summary: 'Every showcase entry, including those still without an approved photo',
    security: [{ bearer: [] }],
    querystring: ShowcaseQuery,
    response: withErrors({ 200: PageOf(ShowcaseItem) }),
  },
  'POST /admin/showcase': {
    tags: ['admin'],
    summary: 'Feature a public vehicle',
    security: [{ bearer: [] }],
    body: ShowcaseEntryInput,
    response: withErrors({ 201: DataOf(ShowcaseEntry) }),
  },
  'DELETE /admin/showcase/:vehicleId': {
    tags: ['admin'],
    summary: 'Remove a vehicle from the showcase',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 204: NoContent }),
  },
  'GET /admin/photos': {
    tags: ['admin'],
    summary: 'Photos by moderation state, oldest waiting first',
    security: [{ bearer: [] }],
    querystring: ModerationQuery,
    response: withErrors({ 200: PageOf(ModeratedPhoto) }),
  },
  'POST /admin/photos/:id/approve': {
    tags: ['admin'],
    summary: 'Approve a photo: it shows on public pages from now on',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(ModeratedPhoto) }),
  },
  'POST /admin/photos/:id/reject': {
    tags: ['admin'],
    summary: 'Reject a photo with a reason its owner will read',
    security: [{ bearer: [] }],
    params: IdParams,
    body: PhotoRejection,
    response: withErrors({ 200: DataOf(ModeratedPhoto) }),
  },
});
