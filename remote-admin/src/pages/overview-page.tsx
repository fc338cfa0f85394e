import { AdminPage } from '../lib/admin-nav/admin-page';
import { OverviewCounts } from '../features/overview/overview-counts';
import { UsersSection } from '../features/users/users-section';

/** /admin: the numbers that need attention, and the members list with suspension. */
export function OverviewPage() {
  return (
    <AdminPage title="Administration" description="What needs attention across Vintage Garage.">
      <OverviewCounts />
      <UsersSection />
    </AdminPage>
  );
}
