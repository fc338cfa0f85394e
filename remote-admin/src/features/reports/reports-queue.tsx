import { EmptyState, LoadMore, QueryView, Stack, Tabs } from '@vg/shared';
import { useState } from 'react';
import { useReports, type ReportStatus } from './api/reports-api';
import { ReportCard, type ReportCardProps } from './report-card';
import { STATUS_LABELS } from './report-labels';

const STATUSES: ReportStatus[] = ['open', 'actioned', 'dismissed'];

const EMPTY: Record<ReportStatus, { title: string; description: string }> = {
  open: {
    title: 'No open reports',
    description: 'When a member reports a comment or a car it waits here, oldest first.',
  },
  actioned: {
    title: 'Nothing acted on yet',
    description: 'Reports resolved by hiding a comment are kept here for reference.',
  },
  dismissed: {
    title: 'No dismissed reports',
    description: 'Reports you dismiss are kept here for reference.',
  },
};

function ReportList({
  status,
  onSuspend,
}: { status: ReportStatus } & Pick<ReportCardProps, 'onSuspend'>) {
  const reports = useReports(status);
  return (
    <QueryView
      query={reports}
      errorTitle="Could not load the reports"
      empty={<EmptyState icon="check" {...EMPTY[status]} />}
    >
      {(list) => (
        <Stack gap={2}>
          <Stack gap={2} role="list" aria-label={`${STATUS_LABELS[status]} reports`}>
            {list.map((report) => (
              <div role="listitem" key={report.id}>
                <ReportCard report={report} onSuspend={onSuspend} />
              </div>
            ))}
          </Stack>
          <LoadMore list={reports} />
        </Stack>
      )}
    </QueryView>
  );
}

/** The reports queue: open ones first, and what was already dismissed or acted on. */
export function ReportsQueue({ onSuspend }: Pick<ReportCardProps, 'onSuspend'>) {
  const [status, setStatus] = useState<ReportStatus>('open');
  return (
    <Tabs
      label="Reports by status"
      value={status}
      onValueChange={(id) => setStatus(id as ReportStatus)}
      tabs={STATUSES.map((id) => ({
        id,
        label: STATUS_LABELS[id],
        content: <ReportList status={id} onSuspend={onSuspend} />,
      }))}
    />
  );
}
