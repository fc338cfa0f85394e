import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState, LoadMore, QueryView, SelectField, Stack } from '@vg/shared';
import { AdminPage } from '../../lib/admin-nav/admin-page';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from './api/feedback-item';
import { useFeedback } from './api/get-feedback';
import { FeedbackCard } from './feedback-card';

const FilterBar = styled.div`
  max-width: ${({ theme }) => theme.space(40)};
`;

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All messages' },
  ...Object.entries(FEEDBACK_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** /admin/feedback: Contact Us messages, filtered by status, marked read or archived. */
export function FeedbackPage() {
  const [filter, setFilter] = useState<FeedbackStatus | typeof ALL>(ALL);
  const status = filter === ALL ? null : filter;
  const feedback = useFeedback(status);
  return (
    <AdminPage title="Feedback" description="Messages sent through Contact Us, newest first.">
      <FilterBar>
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filter}
          onChange={(event) => setFilter(event.target.value as FeedbackStatus | typeof ALL)}
        />
      </FilterBar>
      <QueryView
        query={feedback}
        errorTitle="Could not load feedback"
        empty={
          <EmptyState
            icon="check"
            title={
              status
                ? `No ${FEEDBACK_STATUS_LABELS[status].toLowerCase()} messages`
                : 'No feedback yet'
            }
            description={
              status
                ? 'Nothing here with this status. Choose another status to see the other messages.'
                : 'Messages people send through Contact Us will arrive here.'
            }
          />
        }
      >
        {(items) => (
          <Stack gap={2}>
            <Stack gap={2} role="list" aria-label="Feedback messages">
              {items.map((item) => (
                <div role="listitem" key={item.id}>
                  <FeedbackCard item={item} />
                </div>
              ))}
            </Stack>
            <LoadMore list={feedback} />
          </Stack>
        )}
      </QueryView>
    </AdminPage>
  );
}
