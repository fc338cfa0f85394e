import { QueryView, Section } from '@vg/shared';
import { ChartFigures } from '../../lib/charts/chart-figures';
import { useGarageSpending } from './api/get-garage-spending';
import { carYearRows, garageSpendingFigures } from './figures/garage-spending-figures';

/** The dashboard's "Spending per year by car": a stacked bar chart per currency, never converted. */
export function GarageSpendingSection() {
  const spending = useGarageSpending();
  return (
    <Section title="Spending per year by car">
      <QueryView query={spending} isEmpty={() => false} errorTitle="Spending could not be loaded">
        {(data) => (
          <ChartFigures
            figures={garageSpendingFigures(carYearRows(data))}
            headingLevel="h3"
            empty="Nothing spent yet. Costs, work and fill-ups you log on a car's page add up here."
          />
        )}
      </QueryView>
    </Section>
  );
}
