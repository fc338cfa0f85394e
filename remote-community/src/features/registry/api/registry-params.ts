import { useSearchParams } from 'react-router-dom';
import {
  REGISTRY_GROUP_SORTS,
  REGISTRY_SORTS,
  type RegistryGroupSort,
  type RegistrySort,
} from '@vg/contract/rules';

/** What the registry shows, all of it in the address so a search or a drill-down can be shared. */
export interface RegistryParams {
  make: string;
  model: string;
  year: number | null;
  q: string;
  /** How the cars are ordered. */
  sort: RegistrySort;
  /** How the makes, models or years are ordered. */
  groupSort: RegistryGroupSort;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function readRegistryParams(search: URLSearchParams): RegistryParams {
  const year = Number.parseInt(search.get('year') ?? '', 10);
  const make = search.get('make')?.trim() ?? '';
  const model = make ? (search.get('model')?.trim() ?? '') : '';
  return {
    make,
    model,
    year: model && Number.isInteger(year) ? year : null,
    q: search.get('q')?.trim() ?? '',
    sort: oneOf(search.get('sort'), REGISTRY_SORTS, 'recent'),
    groupSort: oneOf(search.get('groups'), REGISTRY_GROUP_SORTS, 'count'),
  };
}

/** The address of a registry view; defaults are left out so addresses stay short. */
export function registryHref(params: Partial<RegistryParams>): string {
  const search = new URLSearchParams();
  if (params.make) search.set('make', params.make);
  if (params.make && params.model) search.set('model', params.model);
  if (params.make && params.model && params.year != null) search.set('year', String(params.year));
  if (params.q) search.set('q', params.q);
  if (params.sort && params.sort !== 'recent') search.set('sort', params.sort);
  if (params.groupSort && params.groupSort !== 'count') search.set('groups', params.groupSort);
  const query = search.toString();
  return query ? `/registry?${query}` : '/registry';
}

/** The registry's view as read from the address, and a way to change part of it. */
export function useRegistryParams(): [RegistryParams, (patch: Partial<RegistryParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = readRegistryParams(search);
  const update = (patch: Partial<RegistryParams>) => {
    const next = new URL(registryHref({ ...params, ...patch }), window.location.origin);
    setSearch(next.searchParams);
  };
  return [params, update];
}
