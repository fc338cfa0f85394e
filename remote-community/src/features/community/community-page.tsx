import { ButtonLink, PageLayout, Tabs } from '@vg/shared';
import { FeedList } from './feed-list';

const VIEWS = [
  { id: 'all', label: 'All activity', kind: null },
  { id: 'vehicles', label: 'Vehicles', kind: 'vehicle' },
  { id: 'members', label: 'Members', kind: 'member' },
] as const;

/** /community (signed in): what members have recently shared, and who has joined. */
export function CommunityPage() {
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
      <Tabs
        label="Community activity"
        tabs={VIEWS.map((view) => ({
          id: view.id,
          label: view.label,
          content: <FeedList kind={view.kind} label={view.label} />,
        }))}
      />
    </PageLayout>
  );
}
