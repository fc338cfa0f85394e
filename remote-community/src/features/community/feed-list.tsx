import {
  ButtonLink,
  Cluster,
  EmptyState,
  type EmptyStateProps,
  LoadMore,
  QueryView,
  Stack,
} from '@vg/shared';
import { useCommunityFeed, type FeedScope } from './api/get-community-feed';
import { FeedEntry } from './feed-entry';

const EMPTY_STATES: Record<FeedScope, EmptyStateProps> = {
  following: {
    icon: 'users',
    title: 'Nothing from the keepers and cars you follow yet',
    description:
      'Follow a keeper from their page, or a car from its public page: their new public records, photos and showcase picks appear here, newest first. Find cars to follow on the registry or in the showcase.',
    action: (
      <Cluster>
        <ButtonLink to="/registry" variant="primary">
          Browse the registry
        </ButtonLink>
        <ButtonLink to="/showcase">See the showcase</ButtonLink>
      </Cluster>
    ),
  },
  everyone: {
    icon: 'users',
    title: 'No public activity yet',
    description:
      'When members make a vehicle public it appears here. Make one of yours public from its page to be the first.',
    action: <ButtonLink to="/vehicles">Go to my vehicles</ButtonLink>,
  },
};

export interface FeedListProps {
  scope: FeedScope;
  /** Names the list for assistive technology. */
  label: string;
}

/** One view of the feed (what I follow, or everyone), a page at a time. */
export function FeedList({ scope, label }: FeedListProps) {
  const feed = useCommunityFeed(scope);
  return (
    <QueryView
      query={feed}
      errorTitle="Could not load the community feed"
      empty={<EmptyState {...EMPTY_STATES[scope]} />}
    >
      {(items) => (
        <Stack gap={2}>
          <Stack gap={1.5} role="list" aria-label={label}>
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
  );
}
