import {
  ButtonLink,
  EmptyState,
  type EmptyStateProps,
  LoadMore,
  QueryView,
  Stack,
} from '@vg/shared';
import { useCommunityFeed, type FeedKind } from './api/get-community-feed';
import { FeedEntry } from './feed-entry';

const MAKE_ONE_PUBLIC = <ButtonLink to="/vehicles">Go to my vehicles</ButtonLink>;

const EMPTY_STATES: Record<FeedKind | 'all', EmptyStateProps> = {
  all: {
    icon: 'users',
    title: 'No public activity yet',
    description:
      'When members make a vehicle public it appears here. Make one of yours public from its page to be the first.',
    action: MAKE_ONE_PUBLIC,
  },
  vehicle: {
    icon: 'car',
    title: 'No public vehicles yet',
    description:
      'Cars appear here when their owners make them public. Make one of yours public from its page to be the first.',
    action: MAKE_ONE_PUBLIC,
  },
  member: {
    icon: 'users',
    title: 'No members to show yet',
    description:
      'New members appear here once they have joined. Invite a fellow enthusiast to Vintage Garage.',
  },
};

export interface FeedListProps {
  kind: FeedKind | null;
  /** Names the list for assistive technology. */
  label: string;
}

/** One view of the feed (everything, cars or members), a page at a time. */
export function FeedList({ kind, label }: FeedListProps) {
  const feed = useCommunityFeed(kind);
  return (
    <QueryView
      query={feed}
      errorTitle="Could not load the community feed"
      empty={<EmptyState {...EMPTY_STATES[kind ?? 'all']} />}
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
