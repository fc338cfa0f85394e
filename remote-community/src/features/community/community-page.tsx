import { useSearchParams } from 'react-router-dom';
import { ButtonLink, PageLayout, Stack, Tabs } from '@vg/shared';
import type { FeedScope } from './api/get-community-feed';
import { FeedList } from './feed-list';
import { FollowingSummary } from './following-summary';

const VIEWS: Array<{ id: FeedScope; label: string }> = [
  { id: 'following', label: 'Following' },
  { id: 'everyone', label: 'Everyone' },
];

/** The tab is in the address (?tab=everyone), so a reload, a link or Back keeps it. */
function useScope(): [FeedScope, (scope: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const scope: FeedScope = searchParams.get('tab') === 'everyone' ? 'everyone' : 'following';
  const select = (id: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'following') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return [scope, select];
}

/** /community (signed in): what the keepers and cars I follow did, and what everyone shared. */
export function CommunityPage() {
  const [scope, setScope] = useScope();
  return (
    <PageLayout
      title="Community"
      description="New public records, photos and showcase picks from the keepers and cars you follow, and what everyone has shared."
      actions={
        <>
          <ButtonLink to="/registry">Browse the registry</ButtonLink>
          <ButtonLink to="/showcase" variant="primary">
            Browse the showcase
          </ButtonLink>
        </>
      }
    >
      <Tabs
        label="Community activity"
        value={scope}
        onValueChange={setScope}
        tabs={VIEWS.map((view) => ({
          id: view.id,
          label: view.label,
          content:
            view.id === 'following' ? (
              <Stack gap={2}>
                <FollowingSummary />
                <FeedList scope={view.id} label={view.label} />
              </Stack>
            ) : (
              <FeedList scope={view.id} label={view.label} />
            ),
        }))}
      />
    </PageLayout>
  );
}
