import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Grid, Section, Stack } from '@vg/shared';
import { AdminPage } from '../../lib/admin-nav/admin-page';
import { AddEntryForm } from './add-entry-form';
import { MemberVehicleSearch } from './member-vehicle-search';
import { ShowcaseEntries } from './showcase-entries';

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.type.size.md};
`;

/** /admin/showcase: what the public showcase features, and adding or removing cars. */
export function ShowcasePage() {
  // Shared by the search (which fills it) and the form (which submits it).
  const [vehicleId, setVehicleId] = useState('');
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const choose = (id: string) => {
    setVehicleId(id);
    // The choice fills the form beside (on a phone: below); take a keyboard user there to add a
    // note and submit.
    noteRef.current?.focus();
  };
  return (
    <AdminPage title="Showcase" description="Curate the cars featured on the public showcase.">
      <Section title="In the showcase">
        <ShowcaseEntries />
      </Section>
      <Section title="Add a car">
        <Grid minColumnWidth="320px" gap={4}>
          <Stack gap={2}>
            <Subheading>Find a public vehicle by its owner</Subheading>
            <MemberVehicleSearch onChoose={choose} />
          </Stack>
          <Stack gap={2}>
            <Subheading>Feature it</Subheading>
            <AddEntryForm
              vehicleId={vehicleId}
              onVehicleIdChange={setVehicleId}
              noteRef={noteRef}
            />
          </Stack>
        </Grid>
      </Section>
    </AdminPage>
  );
}
