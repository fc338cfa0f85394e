import type { EconomyUnit } from '@vg/contract';

export const ECONOMY_UNIT_LABELS: Record<EconomyUnit, string> = {
  mpg_uk: 'mpg (UK)',
  mpg_us: 'mpg (US)',
  l_per_100km: 'L/100 km',
};

/** One decimal, in the reader's locale: '28.4'. */
export const oneDecimal = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '28.4 mpg (UK)'. */
export const formatEconomy = (value: number, unit: EconomyUnit): string =>
  `${oneDecimal.format(value)} ${ECONOMY_UNIT_LABELS[unit]}`;
