import { AdminPage } from '../lib/admin-nav/admin-page';
import { FailedJobsSection } from '../features/jobs/failed-jobs-section';

/** /admin/jobs: background jobs that failed after every retry, to retry or discard. */
export function JobsPage() {
  return (
    <AdminPage
      title="Failed jobs"
      description="Emails, digests and reminder checks that failed after every retry, with their last error."
    >
      <FailedJobsSection />
    </AdminPage>
  );
}
