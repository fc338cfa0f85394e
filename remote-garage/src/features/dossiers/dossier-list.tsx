import {
  Badge,
  Button,
  Card,
  Cluster,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Stack,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useState } from 'react';
import styled from 'styled-components';
import { groupedDossierCode } from '@vg/contract/rules';
import { formatDate } from '../../lib/format';
import { useDossiers, useWithdrawDossier, type Dossier } from './api/dossiers';

const Muted = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

// A long address breaks anywhere rather than widen a phone's page (docs/product.md#sale-dossier);
// the details may shrink beside Withdraw.
const Details = styled(Stack)`
  min-width: 0;
`;
const Address = styled.a`
  overflow-wrap: anywhere;
`;

/** What the dossier's verification page says of it now. */
function DossierState({ dossier }: { dossier: Dossier }) {
  if (dossier.state === 'withdrawn') return <Badge tone="warning">Withdrawn</Badge>;
  if (dossier.state === 'changed')
    return (
      <Badge tone="error">
        No longer matches:{' '}
        {dossier.changedCount === 1 ? '1 record' : `${dossier.changedCount} records`} changed
      </Badge>
    );
  return <Badge tone="success">Valid</Badge>;
}

function describe(dossier: Dossier): string {
  const extras = [dossier.costs && 'costs', dossier.notes && 'private notes'].filter(Boolean);
  return [
    `Made ${formatDate(dossier.createdAt.slice(0, 10))}`,
    `${dossier.recordCount} records`,
    `${dossier.photoCount} photos`,
    dossier.documentCount > 0 &&
      `${dossier.documentCount === 1 ? '1 paper' : `${dossier.documentCount} papers`}${dossier.appendDocuments ? ' appended' : ''}`,
    dossier.paper,
    extras.length ? `with ${extras.join(' and ')}` : 'without costs or notes',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The dossiers made of the car, with their verification addresses, and Withdraw. */
export function DossierList({ vehicleId }: { vehicleId: string }) {
  const dossiers = useDossiers(vehicleId);
  const withdraw = useWithdrawDossier();
  const [asked, setAsked] = useState<Dossier | null>(null);

  if (dossiers.isPending) return <LoadingState />;
  if (dossiers.isError)
    return (
      <ErrorState message={errorMessage(dossiers.error)} onRetry={() => void dossiers.refetch()} />
    );
  if (dossiers.data.length === 0)
    return (
      <EmptyState
        title="No dossiers yet"
        description="Make one above: each has its own verification address for the buyer."
      />
    );

  const confirm = () => {
    if (!asked) return;
    withdraw.mutate(asked.id, {
      onSuccess: () => {
        toast({ title: 'Dossier withdrawn' });
        setAsked(null);
      },
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <Stack gap={1}>
      <h3>Dossiers made</h3>
      {dossiers.data.map((dossier) => (
        <Card key={dossier.id}>
          <Cluster justify="between">
            <Details gap={0.5}>
              <span>
                <strong>Dossier {groupedDossierCode(dossier.code)}</strong>{' '}
                <DossierState dossier={dossier} />
              </span>
              <Muted>{describe(dossier)}</Muted>
              <Address href={dossier.path} target="_blank" rel="noreferrer">
                {window.location.origin}
                {dossier.path}
              </Address>
            </Details>
            {dossier.withdrawnAt ? null : (
              <Button size="sm" variant="danger" onClick={() => setAsked(dossier)}>
                Withdraw
              </Button>
            )}
          </Cluster>
        </Card>
      ))}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title="Withdraw this dossier?"
        body={
          asked
            ? `Its verification page, ${asked.path}, will then say only that it was withdrawn: a buyer holding the PDF can no longer check it. Copies already handed out stay as they are. This cannot be undone.`
            : ''
        }
        confirmLabel="Withdraw dossier"
        pending={withdraw.isPending}
        onConfirm={confirm}
      />
    </Stack>
  );
}
