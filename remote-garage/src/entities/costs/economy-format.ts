import type { EconomyUnit } from '@vg/contract';
import { ECONOMY_UNIT_LABELS } from '@vg/contract/rules';

export { ECONOMY_UNIT_LABELS };

/** One decimal, in the reader's locale: '28.4'. */
export const oneDecimal = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '28.4 mpg (UK)'. */
export const formatEconomy = (value: number, unit: EconomyUnit): string =>
  `${oneDecimal.format(value)} ${ECONOMY_UNIT_LABELS[unit]}`;
