import { QueryView, Section } from '@vg/shared';
import { AttentionCards, CountCards } from './count-cards';
import { useOverview } from './api/get-overview';

/** What needs attention across Vintage Garage, then the other numbers at a glance. */
export function OverviewCounts() {
  const overview = useOverview();
  return (
    <>
      <Section title="What needs attention">
        <QueryView query={overview} errorTitle="Could not load the counts" isEmpty={() => false}>
          {(counts) => <AttentionCards counts={counts} />}
        </QueryView>
      </Section>
      {overview.data ? (
        <Section title="At a glance">
          <CountCards counts={overview.data} />
        </Section>
      ) : null}
    </>
  );
}
