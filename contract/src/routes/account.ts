import { defineRoutes } from './route-spec.js';

export const accountRouteTable = defineRoutes({});
// Members: sign-up and sign-in, profile, avatars, exports, notifications.
