import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReportedMember } from '@vg/contract';
import { AdminPage } from '../lib/admin-nav/admin-page';
import { reportKeys } from '../lib/query-keys';
import { ReportsQueue } from '../features/reports/reports-queue';
import { SuspendMemberDialog } from '@vg/shared/moderation';

type Suspending = Pick<ReportedMember, 'id' | 'username'>;

/**
 * /admin/reports: what members reported. Hide or restore a comment, dismiss a report, or suspend
 * its author with the same dialog as the members list (a message they will see).
 */
export function ReportsPage() {
  const [suspending, setSuspending] = useState<Suspending | null>(null);
  const queryClient = useQueryClient();
  const close = () => {
    setSuspending(null);
    // The reported member's record in every report shows the suspension.
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
  };
  return (
    <AdminPage
      title="Reports"
      description="Comments and cars members reported, oldest first. Hidden comments and suspended members’ content disappear from every page."
    >
      <ReportsQueue onSuspend={setSuspending} />
      {suspending ? <SuspendMemberDialog member={suspending} onClose={close} /> : null}
    </AdminPage>
  );
}
