import { HtmlDocument, OwnerVehiclePageParams } from '../public-pages.js';
import { defineRoutes } from './route-spec.js';

// A signed-in member's first screens rendered by the API (docs/adr/0020), from the page session
// cookie: the dashboard, the garage and a car of theirs.

export const memberPageRouteTable = defineRoutes({
  'GET /pages/dashboard': {
    tags: ['pages'],
    summary:
      "The signed-in member's dashboard as HTML, from the session in the page session cookie; the app's plain shell without one",
    produces: ['text/html'],
    response: { 200: HtmlDocument },
  },
  'GET /pages/vehicles': {
    tags: ['pages'],
    summary:
      "The signed-in member's garage (its first page of cars) as HTML, from the session in the page session cookie; the app's plain shell without one",
    produces: ['text/html'],
    response: { 200: HtmlDocument },
  },
  'GET /pages/vehicles/:id': {
    tags: ['pages'],
    summary:
      "One of the signed-in member's cars as HTML (its header, cover, tabs and particulars), from the session in the page session cookie; the app's plain shell for anyone else or any other car",
    params: OwnerVehiclePageParams,
    produces: ['text/html'],
    response: { 200: HtmlDocument },
  },
});
