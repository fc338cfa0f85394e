import { ButtonLink, EmptyState, LoadMore, PageLayout, QueryView, Stack } from '@vg/shared';
import { useActivity } from './api/get-activity';
import { ActivityEntry } from './activity-entry';

/** /activity (signed in): my garage's events and what happened to my cars, newest first. */
export function ActivityPage() {
  const activity = useActivity();
  return (
    <PageLayout
      title="Activity"
      description="What happened in your garage and to your public cars: work logged, photos approved, comments, admirers and new followers."
      actions={<ButtonLink to="/notifications">Notifications</ButtonLink>}
    >
      <QueryView
        query={activity}
        errorTitle="Could not load your activity"
        empty={
          <EmptyState
            icon="bell"
            title="Nothing has happened yet"
            description="Log work on one of your cars, or make one public: comments, admirers and new followers show up here."
            action={<ButtonLink to="/vehicles">Go to my vehicles</ButtonLink>}
          />
        }
      >
        {(items) => (
          <Stack gap={2}>
            <Stack gap={1.5} role="list" aria-label="Your activity">
              {items.map((item) => (
                <div role="listitem" key={`${item.kind}-${item.id}`}>
                  <ActivityEntry item={item} />
                </div>
              ))}
            </Stack>
            <LoadMore list={activity} />
          </Stack>
        )}
      </QueryView>
    </PageLayout>
  );
}
