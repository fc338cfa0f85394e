import { SearchQuery, SearchResults } from '../../garage/search.js';
import { withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// A member's garage searched by words, across papers (their text included) and records.

export const searchRouteTable = defineRoutes({
  'GET /search': {
    tags: ['search'],
    summary:
      "Search the caller's garage: papers (their text too) and records, with the matching words",
    security: [{ bearer: [] }],
    querystring: SearchQuery,
    response: withErrors({ 200: SearchResults }),
  },
});
