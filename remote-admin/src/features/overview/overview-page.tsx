import { QueryView, Section } from '@vg/shared';
import { AdminPage } from '../admin-nav/admin-page';
import { UsersSection } from '../users/users-section';
import { CountCards } from './count-cards';
import { useOverview } from './endpoints/get-overview';

/** /admin: the numbers that need attention, and the members list with suspension. */
export function OverviewPage() {
  const overview = useOverview();
  return (
    <AdminPage title="Administration" description="What needs attention across Vintage Garage.">
      <Section title="At a glance">
        <QueryView query={overview} errorTitle="Could not load the counts" isEmpty={() => false}>
          {(counts) => <CountCards counts={counts} />}
        </QueryView>
      </Section>
      <UsersSection />
    </AdminPage>
  );
}
