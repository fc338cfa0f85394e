import { AdminPage } from '../lib/admin-nav/admin-page';
import { OverviewCounts } from '../features/overview/overview-counts';
import { UsersSection } from '../features/users/users-section';
import { FailedJobsSection } from '../features/jobs/failed-jobs-section';

/** /admin: the numbers that need attention, the members list with suspension, failed jobs. */
export function OverviewPage() {
  return (
    <AdminPage title="Administration" description="What needs attention across Vintage Garage.">
      <OverviewCounts />
      <UsersSection />
      <FailedJobsSection />
    </AdminPage>
  );
}
