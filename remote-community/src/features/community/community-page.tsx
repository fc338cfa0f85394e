import { ButtonLink, EmptyState, PageLayout, Section, Stack } from '@vg/shared';
import { LoadMore } from '../common/load-more';
import { QueryView } from '../common/query-view';
import { useCommunityFeed } from './endpoints/get-community-feed';
import { FeedEntry } from './feed-entry';

/** /community (signed in): what members have recently shared, and who has joined. */
export function CommunityPage() {
  const feed = useCommunityFeed();
  return (
    <PageLayout
      title="Community"
      description="Cars members have recently made public, and the newest members of the garage."
      actions={
        <ButtonLink to="/showcase" variant="primary">
          Browse the showcase
        </ButtonLink>
      }
    >
      <Section title="Recent activity">
        <QueryView
          query={feed}
          errorTitle="Could not load the community feed"
          empty={
            <EmptyState
              icon="users"
              title="No public activity yet"
              description="When members make a vehicle public it appears here. Make one of yours public from its page to be the first."
              action={<ButtonLink to="/vehicles">Go to my vehicles</ButtonLink>}
            />
          }
        >
          {(items) => (
            <Stack gap={2}>
              <Stack gap={1.5} role="list" aria-label="Recent activity">
                {items.map((item) => (
                  <div role="listitem" key={`${item.kind}-${item.id}`}>
                    <FeedEntry item={item} />
                  </div>
                ))}
              </Stack>
              <LoadMore list={feed} />
            </Stack>
          )}
        </QueryView>
      </Section>
    </PageLayout>
  );
}
