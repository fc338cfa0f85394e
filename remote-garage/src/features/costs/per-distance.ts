import type { PerDistance, PerDistanceReason } from '@vg/contract';
import { formatMoney } from '../../lib/format';

const REASONS: Record<PerDistanceReason, string> = {
  no_spending: 'Nothing spent since purchase yet.',
  several_currencies: 'Not worked out: the spending is in more than one currency.',
  no_currency: 'Not worked out: some costs have no currency recorded.',
  no_odometer_span: 'Not worked out yet: it needs two odometer readings since purchase.',
};

/** '£0.42 per mi', or why it cannot be said. */
export function describePerDistance(perDistance: PerDistance): string {
  if (perDistance.amount == null)
    return perDistance.reason ? REASONS[perDistance.reason] : 'Not worked out yet.';
  return `${formatMoney(perDistance.amount, perDistance.currency)} per ${perDistance.unit}`;
}
