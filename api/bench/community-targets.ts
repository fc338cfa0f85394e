// The community's requests under load (docs/figures.md): the registry's search and browse, and the
// Following feed of 50 members (one token each), against the target "p99 under 50 ms on Postgres".
import { bearer } from './garage-targets.js';
import type { LoadTarget } from './measure.js';

/** What people type into the registry's box: models, makes in any spelling, coachbuilders, keepers, colours. */
const SEARCHES = [
  'giulia',
  'alfa romeo',
  'Alfa-Romeo giulia',
  'e-type',
  'zagato',
  'keeper12',
  'porsche 911',
  'green',
  'ds pallas',
  'spr',
];

export const COMMUNITY_ROUTES = {
  search: 'GET /registry?q= (search)',
  browse: 'GET /registry?make=&model= (browse)',
  following: 'GET /community/feed?scope=following',
};

export function communityTargets(apiUrl: string, followerTokens: string[]): LoadTarget[] {
  return [
    {
      name: COMMUNITY_ROUTES.search,
      url: apiUrl,
      requests: SEARCHES.map((q) => ({
        method: 'GET',
        path: `/api/v1/registry?q=${encodeURIComponent(q)}`,
      })),
    },
    {
      name: COMMUNITY_ROUTES.browse,
      url: apiUrl,
      requests: [
        { method: 'GET', path: '/api/v1/registry/groups' },
        { method: 'GET', path: '/api/v1/registry/groups?make=alfa%20romeo' },
        { method: 'GET', path: '/api/v1/registry?make=alfa-romeo&model=giulia&sort=year' },
      ],
    },
    {
      name: COMMUNITY_ROUTES.following,
      url: apiUrl,
      requests: followerTokens.map((token) => ({
        method: 'GET',
        path: '/api/v1/community/feed?scope=following',
        headers: bearer(token),
      })),
    },
  ];
}
