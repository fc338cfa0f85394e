import {
  Badge,
  Button,
  Card,
  Cluster,
  ConfirmDialog,
  ErrorState,
  Lede,
  LoadingState,
  Section,
  serverMessageOr,
  Stack,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { Collaborator } from '@vg/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { useEndCollaboration } from '../../entities/collaborations/api/end-collaboration';
import { ROLE_LABELS, STATE_LABELS } from '../../entities/collaborations/collaboration-labels';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { useVehiclePermissions } from '../../entities/vehicles/vehicle-permissions-context';
import { formatDate } from '../../lib/format';
import { useCollaborators } from './api/list-collaborators';
import { InviteForm } from './invite-form';

const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

const day = (iso: string) => formatDate(iso.slice(0, 10));

function CollaboratorCard({
  collaborator,
  onRevoke,
}: {
  collaborator: Collaborator;
  onRevoke?: () => void;
}) {
  const active = collaborator.state === 'active';
  return (
    <Card role="listitem" aria-label={collaborator.username}>
      <Cluster justify="between">
        <Stack gap={0.5}>
          <Cluster gap={1}>
            <strong>{collaborator.displayName ?? collaborator.username}</strong>
            <Badge>{ROLE_LABELS[collaborator.role]}</Badge>
            <Badge tone={active ? 'success' : 'info'}>{STATE_LABELS[collaborator.state]}</Badge>
          </Cluster>
          {collaborator.businessName ? <span>{collaborator.businessName}</span> : null}
          <Muted>
            {collaborator.displayName ? `${collaborator.username} · ` : ''}
            {active && collaborator.acceptedAt
              ? `Since ${day(collaborator.acceptedAt)}`
              : `Invited on ${day(collaborator.invitedAt)}`}
          </Muted>
        </Stack>
        {onRevoke ? (
          <Button size="sm" variant="secondary" onClick={onRevoke}>
            Revoke
          </Button>
        ) : null}
      </Cluster>
    </Card>
  );
}

/**
 * "Who can work on this car" (docs/product.md#workshops-and-co-keepers): its workshop and
 * co-keepers, invited or with access. The keeper invites and revokes; a co-keeper reads the list.
 */
export function CollaboratorsSection({ vehicle }: { vehicle: Vehicle }) {
  const permissions = useVehiclePermissions();
  const collaborators = useCollaborators(vehicle.id);
  const end = useEndCollaboration();
  const [revoking, setRevoking] = useState<Collaborator | null>(null);
  const mayInvite = permissions.may('invite');

  const revoke = (collaborator: Collaborator) =>
    end.mutate(
      { id: collaborator.id, vehicleId: vehicle.id },
      {
        onSuccess: () => {
          setRevoking(null);
          toast({
            title: collaborator.state === 'active' ? 'Access revoked' : 'Invitation withdrawn',
            description: `${collaborator.username} can no longer work on the ${vehicle.title}.`,
          });
        },
        onError: (error) => {
          setRevoking(null);
          toast({ title: serverMessageOr(error, errorMessage(error)), variant: 'destructive' });
        },
      },
    );

  const list = () => {
    if (collaborators.isPending) return <LoadingState />;
    if (collaborators.isError)
      return (
        <ErrorState
          title="Who works on this car could not be loaded"
          message={errorMessage(collaborators.error)}
          onRetry={() => void collaborators.refetch()}
        />
      );
    if (collaborators.data.length === 0)
      return (
        <Lede>
          {mayInvite
            ? 'Nobody else works on this car yet. Invite a workshop to add its work to the car’s history, or a co-keeper to share the keeping.'
            : 'Nobody else works on this car.'}
        </Lede>
      );
    return (
      <Stack gap={1} role="list" aria-label="Who can work on this car">
        {collaborators.data.map((collaborator) => (
          <CollaboratorCard
            key={collaborator.id}
            collaborator={collaborator}
            onRevoke={mayInvite ? () => setRevoking(collaborator) : undefined}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Section title="Who can work on this car">
      <Stack gap={2}>
        {mayInvite ? (
          <Lede>
            A workshop adds its work to the car’s history; a co-keeper shares the keeping. Each
            accepts in their own garage, and you can revoke their access at any time.
          </Lede>
        ) : null}
        {list()}
        {mayInvite ? <InviteForm vehicleId={vehicle.id} /> : null}
      </Stack>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? null : setRevoking(null))}
        title={
          revoking?.state === 'invited'
            ? `Withdraw the invitation to ${revoking.username}?`
            : `Revoke ${revoking?.username ?? ''}'s access?`
        }
        body={
          revoking?.state === 'invited'
            ? 'The invitation ends: they can no longer accept it.'
            : `They can no longer open the ${vehicle.title} or add to it. What they recorded stays in its history.`
        }
        confirmLabel={revoking?.state === 'invited' ? 'Withdraw the invitation' : 'Revoke access'}
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        pending={end.isPending}
      />
    </Section>
  );
}
