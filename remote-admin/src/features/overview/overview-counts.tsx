import { QueryView, Section } from '@vg/shared';
import { CountCards } from './count-cards';
import { useOverview } from './api/get-overview';

/** The numbers that need attention across Vintage Garage. */
export function OverviewCounts() {
  const overview = useOverview();
  return (
    <Section title="At a glance">
      <QueryView query={overview} errorTitle="Could not load the counts" isEmpty={() => false}>
        {(counts) => <CountCards counts={counts} />}
      </QueryView>
    </Section>
  );
}
