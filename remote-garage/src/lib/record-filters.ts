/** Filters shared by the cross-vehicle maintenance and modification lists. */
export type RecordFilters = {
  vehicleId?: string;
  category?: string;
  system?: string;
  status?: string;
  from?: string;
  to?: string;
};

/** '?vehicleId=...&from=...' with the empty filters left out; '' when nothing is set. */
export function toQueryString(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `?${query}` : '';
}
