import { AdminPage } from '../lib/admin-nav/admin-page';
import { OverviewCounts } from '../features/overview/overview-counts';
import { UsersSection } from '../features/users/users-section';

/** /admin: what needs attention (each count linked to its queue), then the members list. */
export function OverviewPage() {
  return (
    <AdminPage title="Administration" description="What needs attention across Vintage Garage.">
      <OverviewCounts />
      <UsersSection />
    </AdminPage>
  );
}
