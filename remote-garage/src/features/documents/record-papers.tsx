import { Button, Dialog, Stack, theme } from '@vg/shared';
import { useState } from 'react';
import styled from 'styled-components';
import type { DocumentOwner } from './api/upload-document';
import { DocumentList } from './document-list';
import { DocumentUploadPanel } from './document-upload-panel';

const Heading = styled.h4`
  font-size: ${theme.type.size.sm};
  color: ${theme.color.textMuted};
`;

interface RecordPapersProps {
  vehicleId: string;
  /** The record (or keeper period) whose files these are. */
  owner: DocumentOwner;
  /** Its name, for the dialog: 'Attach a paper to Annual service'. */
  recordTitle: string;
}

/** A record's own papers (the invoice, the inspection sheet), and 'Attach a paper' to add one. */
export function RecordPapers({ vehicleId, owner, recordTitle }: RecordPapersProps) {
  const [attaching, setAttaching] = useState(false);
  return (
    <Stack gap={1}>
      <DocumentList
        vehicleId={vehicleId}
        filter={owner}
        minColumnWidth="160px"
        empty={null}
        compact
        heading={<Heading>Papers</Heading>}
      />
      <Button
        size="sm"
        variant="secondary"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setAttaching(true)}
        aria-label={`Attach a paper to ${recordTitle}`}
      >
        Attach a paper
      </Button>
      <Dialog
        open={attaching}
        onOpenChange={setAttaching}
        title={`Attach a paper to ${recordTitle}`}
        maxWidth="640px"
      >
        <DocumentUploadPanel
          vehicleId={vehicleId}
          owner={owner}
          onUploaded={() => setAttaching(false)}
        />
      </Dialog>
    </Stack>
  );
}
