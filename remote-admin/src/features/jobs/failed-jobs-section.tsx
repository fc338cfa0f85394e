import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  Cluster,
  ConfirmDialog,
  EmptyState,
  QueryView,
  Section,
  Stack,
} from '@vg/shared';
import type { FailedJob, FailedJobs } from '@vg/contract';
import { formatDateTime } from '../../lib/format-date';
import { toastFailure } from '../../lib/toast-failure';
import { useFailedJobs } from './api/get-failed-jobs';
import { useDiscardJob, useRetryJob } from './api/job-actions';

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
  &:focus {
    outline: none;
  }
`;

interface FailedJobCardProps {
  job: FailedJob;
  onDiscard: () => void;
  /** After a retry the card leaves the list: focus goes to the list, not to the top of the page. */
  onRetried: () => void;
}

function FailedJobCard({ job, onDiscard, onRetried }: FailedJobCardProps) {
  const retry = useRetryJob();
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
        <Cluster>
          <Button
            size="sm"
            loading={retry.isPending}
            aria-label={`Retry ${job.summary}`}
            onClick={() => retry.mutate(job, { onSuccess: onRetried, onError: toastFailure })}
          >
            Retry
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Discard ${job.summary}`}
            onClick={onDiscard}
          >
            Discard
          </Button>
        </Cluster>
      </Stack>
    </Card>
  );
}

function FailedJobList({ jobs, total }: FailedJobs) {
  const [discarding, setDiscarding] = useState<FailedJob | null>(null);
  const discard = useDiscardJob();
  const list = useRef<HTMLUListElement>(null);
  return (
    <Stack gap={2}>
      {total > jobs.length && (
        <Meta>
          The newest {jobs.length} of {total} failed jobs.
        </Meta>
      )}
      <List aria-label="Failed jobs" ref={list} tabIndex={-1}>
        {jobs.map((job) => (
          <FailedJobCard
            key={job.id}
            job={job}
            onDiscard={() => setDiscarding(job)}
            onRetried={() => list.current?.focus()}
          />
        ))}
      </List>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title="Discard this job?"
        body={
          discarding
            ? `“${discarding.summary}” will not run again, and its record and last error are deleted. This cannot be undone.`
            : ''
        }
        confirmLabel="Discard job"
        pending={discard.isPending}
        returnFocusRef={list}
        onConfirm={() => {
          if (!discarding) return;
          discard.mutate(discarding, {
            onSuccess: () => setDiscarding(null),
            onError: toastFailure,
          });
        }}
      />
    </Stack>
  );
}

/**
 * Background jobs (notification emails, digests, reminder checks) that failed after every retry,
 * with their last error: an administrator runs one again once the cause is fixed, or discards it
 * (docs/notifications.md).
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
