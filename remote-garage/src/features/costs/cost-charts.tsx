import { Stack } from '@vg/shared';
import type { CostSummary } from '@vg/contract';
import { ChartFigures } from '../../lib/charts/chart-figures';
import { economyFigure } from './figures/economy-figures';
import { keepingAgainstValueFigures } from './figures/keeping-figures';
import { odometerFigure } from './figures/odometer-figures';
import { spendingPerYearFigures } from './figures/spending-figures';

/** The car's four charts, from one cost summary; each says in words what it shows. */
export function CostCharts({ summary }: { summary: CostSummary }) {
  return (
    <Stack gap={4}>
      <Stack gap={1}>
        <h3>Spending per year</h3>
        <ChartFigures
          figures={spendingPerYearFigures(summary.perYear)}
          empty="Nothing spent yet. Costs, work and fill-ups add up here by year."
        />
      </Stack>
      <Stack gap={1}>
        <h3>Cost of keeping and what it is worth</h3>
        <ChartFigures
          figures={keepingAgainstValueFigures(summary.cumulative, summary.valuations)}
          empty="Nothing spent and no valuations yet."
        />
      </Stack>
      <Stack gap={1}>
        <h3>Odometer</h3>
        <ChartFigures
          figures={
            summary.odometer.length ? [odometerFigure(summary.odometer, summary.odometerUnit)] : []
          }
          empty="No odometer readings yet. Records and fill-ups with a reading show here."
        />
      </Stack>
      <Stack gap={1}>
        <h3>Fuel economy</h3>
        <ChartFigures
          figures={summary.economy.intervals.length ? [economyFigure(summary.economy)] : []}
          empty={economyFigure(summary.economy).summary}
        />
      </Stack>
    </Stack>
  );
}
