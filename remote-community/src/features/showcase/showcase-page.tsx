import type { ReactNode } from 'react';
import { ButtonLink, EmptyState, LoadMore, PageLayout, QueryView, Stack } from '@vg/shared';
import { VehicleGrid } from '../../lib/vehicle-gallery/vehicle-grid';
import { useShowcase, type ShowcaseEntry } from './api/get-showcase';

export interface ShowcasePageProps {
  /** What the page adds under each entry (its comments), composed by the exposed page. */
  renderEntryFooter?: (entry: ShowcaseEntry) => ReactNode;
}

/** /showcase (public): the gallery of curated cars, photographs first. */
export function ShowcasePage({ renderEntryFooter }: ShowcasePageProps = {}) {
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
            <VehicleGrid
              vehicles={entries}
              label="Showcase cars"
              headingLevel={2}
              blurbOf={(entry) => entry.note}
              renderFooter={renderEntryFooter}
            />
            <LoadMore list={showcase} />
          </Stack>
        )}
      </QueryView>
    </PageLayout>
  );
}
