import type { PerDistance } from '@vg/contract';
import { PER_DISTANCE_REASON_TEXTS } from '@vg/contract/rules';
import { formatMoney } from '../../lib/format';

/** '£0.42 per mi', or why it cannot be said. */
export function describePerDistance(perDistance: PerDistance): string {
  if (perDistance.amount == null)
    return perDistance.reason
      ? PER_DISTANCE_REASON_TEXTS[perDistance.reason]
      : 'Not worked out yet.';
  return `${formatMoney(perDistance.amount, perDistance.currency)} per ${perDistance.unit}`;
}
