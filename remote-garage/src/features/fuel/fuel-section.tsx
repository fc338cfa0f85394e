import { toast } from '@vg/shared';
import type { FuelFill } from '@vg/contract';
import { LogSection } from '../../lib/log-section';
import { savedToast } from '../../entities/offline/send-or-queue';
import { formatDate, formatMoney, formatOdometer } from '../../lib/format';
import { useFuel } from './api/list-fuel';
import { useSaveFillUp } from './api/save-fill-up';
import { useDeleteFillUp } from './api/delete-fill-up';
import { FillUpForm } from './fill-up-form';
import { emptyFillUpValues, fillUpToValues } from './fill-up-form-values';
import { VOLUME_UNIT_SHORT } from '../../entities/costs/cost-labels';
import { formatEconomy } from '../../entities/costs/economy-format';

const volumeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** The car's fill-ups, newest first, with the economy between full tanks (docs/product.md#fuel). */
export function FuelSection({
  vehicleId,
  odometerUnit,
}: {
  vehicleId: string;
  odometerUnit: string;
}) {
  const fuel = useFuel(vehicleId);
  const saveFillUp = useSaveFillUp();
  const economy = fuel.data?.economy;
  return (
    <>
      {economy?.overall != null ? (
        <p>Overall economy: {formatEconomy(economy.overall, economy.unit)}.</p>
      ) : null}
      <LogSection<FuelFill>
        vehicleId={vehicleId}
        title="Fill-ups"
        addLabel="Add a fill-up"
        empty="No fill-ups yet. Log two to a full tank and the economy shows here."
        query={{ ...fuel, data: fuel.data?.fills }}
        describe={(fill) => ({
          title: `${formatDate(fill.date)} · ${volumeFormat.format(fill.volume)} ${VOLUME_UNIT_SHORT[fill.volumeUnit]}`,
          details: [
            formatOdometer(fill.odometer, odometerUnit),
            fill.totalPrice == null ? '' : formatMoney(fill.totalPrice, fill.currency),
            fill.full ? 'Full tank' : 'Partial',
          ],
          note: fill.note,
        })}
        renderForm={(fill, onDone) => (
          <FillUpForm
            draftKey={fill ? `fuel:${fill.id}` : `fuel:new:${vehicleId}`}
            initialValues={fill ? fillUpToValues(fill) : emptyFillUpValues()}
            odometerUnit={odometerUnit}
            label={fill ? 'Edit the fill-up' : 'Add a fill-up'}
            submitLabel={fill ? 'Save the fill-up' : 'Add the fill-up'}
            pending={saveFillUp.isPending}
            onCancel={onDone}
            onSubmit={async (input) => {
              const saved = await saveFillUp.mutateAsync({
                vehicleId,
                id: fill?.id,
                entry: fill ?? undefined,
                input,
              });
              toast(savedToast(saved, fill ? 'Fill-up saved' : 'Fill-up added'));
              onDone();
            }}
          />
        )}
        deleteItem={useDeleteFillUp()}
        deleteBody="The fill-up is removed from the car's economy, totals and charts."
      />
    </>
  );
}
