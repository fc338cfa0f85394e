import { QueryView, Section, Stack } from '@vg/shared';
import { useState } from 'react';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { ConditionReportsSection } from '../../features/condition-reports/condition-reports-section';
import { FuelSection } from '../../features/fuel/fuel-section';
import { ValuationsSection } from '../../features/valuations/valuations-section';
import { useCostSummary } from '../../features/costs/api/get-cost-summary';
import { CostCharts } from '../../features/costs/cost-charts';
import { readCostRange, writeCostRange, type CostRange } from '../../entities/costs/cost-range';
import { CostTotals } from '../../features/costs/cost-totals';
import { CostsSection } from '../../features/costs/costs-section';

/**
 * A car's Costs tab (docs/product.md#totals): what it cost since purchase, per mile or km and over
 * a named range, its charts, and the lists behind them: costs of keeping, fill-ups, valuations and
 * condition reports.
 */
export function VehicleCostsTab({ vehicle }: { vehicle: Vehicle }) {
  const [range, setRange] = useState<CostRange | null>(() => readCostRange(vehicle.id));
  const summary = useCostSummary(
    vehicle.id,
    range ? { from: range.from || undefined, to: range.to || undefined } : {},
  );
  const chooseRange = (next: CostRange | null) => {
    writeCostRange(vehicle.id, next);
    setRange(next);
  };
  return (
    <Stack gap={4}>
      <Section title="What it cost">
        <QueryView
          query={summary}
          isEmpty={() => false}
          errorTitle="The totals could not be loaded"
        >
          {(data) => (
            <Stack gap={4}>
              <CostTotals summary={data} range={range} onRange={chooseRange} />
              <CostCharts summary={data} />
            </Stack>
          )}
        </QueryView>
      </Section>
      <CostsSection vehicleId={vehicle.id} />
      <FuelSection vehicleId={vehicle.id} odometerUnit={vehicle.odometerUnit} />
      <ValuationsSection vehicleId={vehicle.id} />
      <ConditionReportsSection vehicleId={vehicle.id} />
    </Stack>
  );
}
