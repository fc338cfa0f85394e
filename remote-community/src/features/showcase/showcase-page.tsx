import { ButtonLink, EmptyState, LoadMore, PageLayout, QueryView, Stack } from '@vg/shared';
import { VehicleGrid } from '../../lib/vehicle-gallery/vehicle-grid';
import { useShowcase } from './api/get-showcase';

/** /showcase (public): the gallery of curated cars, photographs first. */
export function ShowcasePage() {
  const showcase = useShowcase();
  return (
    <PageLayout
      title="Showcase"
      description="Remarkable cars from the Vintage Garage community, chosen by our curators."
    >
      <QueryView
        query={showcase}
        errorTitle="Could not load the showcase"
        empty={
          <EmptyState
            icon="photo"
            title="The showcase is being curated"
            description="No cars have been chosen yet. Curators pick from public vehicles: make yours public from its page and it may be featured here."
            action={<ButtonLink to="/vehicles">Go to my vehicles</ButtonLink>}
          />
        }
      >
        {(entries) => (
          <Stack gap={3}>
            <VehicleGrid vehicles={entries} label="Showcase cars" />
            <LoadMore list={showcase} />
          </Stack>
        )}
      </QueryView>
    </PageLayout>
  );
}
