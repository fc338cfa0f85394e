import { toast } from '@vg/shared';
import type { Cost } from '@vg/contract';
import { LogSection } from '../../lib/log-section';
import { savedToast } from '../../entities/offline/send-or-queue';
import { formatDate, formatMoney } from '../../lib/format';
import { useCosts } from './api/list-costs';
import { useSaveCost } from './api/save-cost';
import { useDeleteCost } from './api/delete-cost';
import { CostForm } from './cost-form';
import { costToValues, emptyCostValues } from './cost-form-values';
import { COST_KIND_LABELS, RECURRENCE_LABELS } from '../../entities/costs/cost-labels';

/** The car's costs of keeping (docs/product.md#costs-of-keeping): insurance, road tax, storage… */
export function CostsSection({ vehicleId }: { vehicleId: string }) {
  const costs = useCosts(vehicleId);
  const saveCost = useSaveCost();
  return (
    <LogSection<Cost>
      vehicleId={vehicleId}
      title="Costs of keeping"
      addLabel="Add a cost"
      empty="No costs of keeping yet. Add the insurance, road tax, storage or club membership."
      query={costs}
      describe={(cost) => ({
        title: `${COST_KIND_LABELS[cost.kind]} · ${formatMoney(cost.amount, cost.currency)}`,
        details: [formatDate(cost.date), cost.recurrence ? RECURRENCE_LABELS[cost.recurrence] : ''],
        note: cost.note,
      })}
      renderForm={(cost, onDone) => (
        <CostForm
          draftKey={cost ? `cost:${cost.id}` : `cost:new:${vehicleId}`}
          initialValues={cost ? costToValues(cost) : emptyCostValues()}
          label={cost ? 'Edit the cost' : 'Add a cost'}
          submitLabel={cost ? 'Save the cost' : 'Add the cost'}
          pending={saveCost.isPending}
          onCancel={onDone}
          onSubmit={async (input) => {
            const saved = await saveCost.mutateAsync({
              vehicleId,
              id: cost?.id,
              entry: cost ?? undefined,
              input,
            });
            toast(savedToast(saved, cost ? 'Cost saved' : 'Cost added'));
            onDone();
          }}
        />
      )}
      deleteItem={useDeleteCost()}
      deleteBody="The cost is removed from the car's totals and charts, with the renewal reminder it set."
    />
  );
}
