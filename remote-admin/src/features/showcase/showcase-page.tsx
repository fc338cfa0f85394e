import { Section } from '@vg/shared';
import { AdminPage } from '../../lib/admin-nav/admin-page';
import { CarSearch } from './car-search';
import { ShowcaseEntries } from './showcase-entries';

/** /admin/showcase: what the public showcase features, and finding cars to add. */
export function ShowcasePage() {
  return (
    <AdminPage title="Showcase" description="Curate the cars featured on the public showcase.">
      <Section title="In the showcase">
        <ShowcaseEntries />
      </Section>
      <Section title="Add a car">
        <CarSearch />
      </Section>
    </AdminPage>
  );
}
