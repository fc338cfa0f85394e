import {
  RegistryGroup,
  RegistryGroupsQuery,
  RegistryPage,
  RegistryQuery,
} from '../../community/registry.js';
import { PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// The registry of public cars (docs/product.md#registry).

export const registryRouteTable = defineRoutes({
  'GET /registry': {
    tags: ['community'],
    summary:
      'Every public car by make, model and year, with a search over make, model, variant, coachbuilder, colour and keeper',
    querystring: RegistryQuery,
    response: withErrors({ 200: RegistryPage }),
  },
  'GET /registry/groups': {
    tags: ['community'],
    summary: 'The registry by make, then model, then year: how many public cars, which years',
    querystring: RegistryGroupsQuery,
    response: withErrors({ 200: PageOf(RegistryGroup) }),
  },
});
