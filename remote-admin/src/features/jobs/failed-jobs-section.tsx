import styled from 'styled-components';
import { Card, EmptyState, QueryView, Section, Stack } from '@vg/shared';
import type { FailedJob, FailedJobs } from '@vg/contract';
import { formatDateTime } from '../../lib/format-date';
import { useFailedJobs } from './api/get-failed-jobs';

const Summary = styled.h3`
  font-size: ${({ theme }) => theme.type.size.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

const ErrorText = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.type.size.sm};
  margin: 0;
`;

const ErrorBox = styled.figure`
  margin: 0;
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.type.size.sm};
  font-weight: ${({ theme }) => theme.type.weight.medium};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

function FailedJobCard({ job }: { job: FailedJob }) {
  return (
    <Card as="li">
      <Stack gap={1}>
        <Summary>{job.summary}</Summary>
        <Meta>
          {job.queue} · {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'} · failed{' '}
          {formatDateTime(job.failedAt)}
        </Meta>
        <ErrorBox>
          <Caption>Last error</Caption>
          <ErrorText>{job.lastError}</ErrorText>
        </ErrorBox>
      </Stack>
    </Card>
  );
}

function FailedJobList({ jobs, total }: FailedJobs) {
  return (
    <Stack gap={2}>
      {total > jobs.length && (
        <Meta>
          The newest {jobs.length} of {total} failed jobs.
        </Meta>
      )}
      <List aria-label="Failed jobs">
        {jobs.map((job) => (
          <FailedJobCard key={job.id} job={job} />
        ))}
      </List>
    </Stack>
  );
}

/**
 * Background jobs (notification emails, digests, reminder checks) that failed after every retry,
 * with their last error, for the administrator to look into (docs/notifications.md).
 */
export function FailedJobsSection() {
  const failed = useFailedJobs();
  return (
    <Section title="Failed background jobs" id="failed-jobs">
      <QueryView
        query={failed}
        errorTitle="Could not load the failed jobs"
        isEmpty={(data) => data.jobs.length === 0}
        empty={
          <EmptyState
            icon="check"
            title="No failed jobs"
            description="Emails, digests and reminder checks have all gone through. A job that keeps failing after its retries shows here with its last error."
          />
        }
      >
        {(data) => <FailedJobList {...data} />}
      </QueryView>
    </Section>
  );
}
