import { toast } from '@vg/shared';
import type { Valuation } from '@vg/contract';
import { LogSection } from '../../lib/log-section';
import { savedToast } from '../../entities/offline/send-or-queue';
import { formatDate, formatMoney } from '../../lib/format';
import { useValuations } from './api/list-valuations';
import { useSaveValuation } from './api/save-valuation';
import { useDeleteValuation } from './api/delete-valuation';
import { ValuationForm } from './valuation-form';
import { emptyValuationValues, valuationToValues } from './valuation-form-values';
import { VALUATION_KIND_LABELS } from '../../entities/costs/cost-labels';

/** What the car was worth (docs/product.md#valuations-and-condition), newest first. */
export function ValuationsSection({ vehicleId }: { vehicleId: string }) {
  const valuations = useValuations(vehicleId);
  const saveValuation = useSaveValuation();
  return (
    <LogSection<Valuation>
      vehicleId={vehicleId}
      title="Valuations"
      addLabel="Add a valuation"
      empty="No valuations yet. Add the insurer's agreed value or an appraisal."
      query={valuations}
      describe={(valuation) => ({
        title: `${formatMoney(valuation.amount, valuation.currency)} · ${VALUATION_KIND_LABELS[valuation.kind]}`,
        details: [formatDate(valuation.date), valuation.valuedBy ? `by ${valuation.valuedBy}` : ''],
        note: valuation.note,
      })}
      renderForm={(valuation, onDone) => (
        <ValuationForm
          draftKey={valuation ? `valuation:${valuation.id}` : `valuation:new:${vehicleId}`}
          initialValues={valuation ? valuationToValues(valuation) : emptyValuationValues()}
          label={valuation ? 'Edit the valuation' : 'Add a valuation'}
          submitLabel={valuation ? 'Save the valuation' : 'Add the valuation'}
          pending={saveValuation.isPending}
          onCancel={onDone}
          onSubmit={async (input) => {
            const saved = await saveValuation.mutateAsync({
              vehicleId,
              id: valuation?.id,
              entry: valuation ?? undefined,
              input,
            });
            toast(savedToast(saved, valuation ? 'Valuation saved' : 'Valuation added'));
            onDone();
          }}
        />
      )}
      deleteItem={useDeleteValuation()}
      deleteBody="The valuation is removed from the car's charts."
    />
  );
}
