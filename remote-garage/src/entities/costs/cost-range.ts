// The range a keeper names (a restoration: its name, from, to), kept in this browser per car so the
// Costs tab opens on it again. Only dates and a name: nothing that needs the server.

export interface CostRange {
  name: string;
  from: string;
  to: string;
}

const keyOf = (vehicleId: string) => `vg_cost_range:${vehicleId}`;

export function readCostRange(vehicleId: string): CostRange | null {
  try {
    const saved = window.localStorage.getItem(keyOf(vehicleId));
    return saved ? (JSON.parse(saved) as CostRange) : null;
  } catch {
    return null;
  }
}

export function writeCostRange(vehicleId: string, range: CostRange | null): void {
  try {
    if (range) window.localStorage.setItem(keyOf(vehicleId), JSON.stringify(range));
    else window.localStorage.removeItem(keyOf(vehicleId));
  } catch {
    // Storage refused: the range lasts as long as the page.
  }
}

/** Both days, when given, in order: the API's check, said before asking. */
export function rangeProblem(range: CostRange): { field: 'from' | 'to'; message: string } | null {
  if (!range.from && !range.to)
    return { field: 'from', message: 'Give a first day, a last day or both.' };
  if (range.from && range.to && range.from > range.to)
    return { field: 'to', message: 'The last day comes after the first.' };
  return null;
}
