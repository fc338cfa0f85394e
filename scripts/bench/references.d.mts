import type { Measurement } from './load.mjs';
export interface References {
  nginx: Measurement;
  fastify: Measurement;
}
export interface RowTarget {
  describe: string;
  met: boolean;
}
export const BARE_NGINX: string;
export const BARE_ROUTE: string;
export function measureReferences(options?: {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
}): Promise<References>;
export function printBesideReferences(
  title: string,
  rows: Measurement[],
  references: References | null,
  targetOf?: (row: Measurement) => RowTarget | undefined,
): void;
export function shareOf(
  reference: Measurement,
  fraction: number,
  label: string,
): (row: Measurement) => RowTarget;
