import {
  ApiError,
  Badge,
  Button,
  Card,
  Cluster,
  Section,
  serverMessageOr,
  Stack,
  TextField,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { Collaboration } from '@vg/contract';
import { BUSINESS_NAME_MAX_LENGTH } from '@vg/contract/rules';
import { useState } from 'react';
import styled from 'styled-components';
import { useEndCollaboration } from '../../entities/collaborations/api/end-collaboration';
import { AS_ROLE, ROLE_LABELS } from '../../entities/collaborations/collaboration-labels';
import { useAcceptCollaboration } from './api/accept-collaboration';

const Muted = styled.span`
  color: ${theme.color.textMuted};
`;

const Failure = styled.p`
  color: ${theme.tone.error.fg};
`;

function Invitation({ invitation }: { invitation: Collaboration }) {
  const accept = useAcceptCollaboration();
  const decline = useEndCollaboration();
  const [businessName, setBusinessName] = useState('');
  const [failure, setFailure] = useState<{ field?: string; form?: string }>({});
  const workshop = invitation.role === 'workshop';
  const title = invitation.vehicleTitle;

  const onAccept = () => {
    setFailure({});
    accept.mutate(
      { id: invitation.id, input: workshop && businessName.trim() ? { businessName } : {} },
      {
        onSuccess: () =>
          toast({
            title: `You work on the ${title}`,
            description: 'It is under Cars I work on.',
          }),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          setFailure(
            fields?.businessName
              ? { field: fields.businessName }
              : { form: serverMessageOr(error, errorMessage(error)) },
          );
        },
      },
    );
  };

  const onDecline = () =>
    decline.mutate(
      { id: invitation.id, vehicleId: invitation.vehicleId },
      {
        onSuccess: () =>
          toast({ title: 'Invitation declined', description: `${title}: its keeper is told.` }),
        onError: (error) => setFailure({ form: serverMessageOr(error, errorMessage(error)) }),
      },
    );

  return (
    <Card role="listitem" aria-label={title}>
      <Stack gap={2}>
        <Stack gap={0.5}>
          <Cluster gap={1}>
            <strong>{title}</strong>
            <Badge>{ROLE_LABELS[invitation.role]}</Badge>
          </Cluster>
          <Muted>
            {invitation.keeperUsername} invites you to work on it {AS_ROLE[invitation.role]}.
          </Muted>
        </Stack>
        {workshop ? (
          <TextField
            label="Business name"
            hint="The name the car’s history shows others beside your entries. Leave it empty to be shown as a workshop."
            maxLength={BUSINESS_NAME_MAX_LENGTH}
            autoComplete="organization"
            value={businessName}
            onChange={(event) => setBusinessName(event.target.value)}
            error={failure.field}
          />
        ) : null}
        <Cluster>
          <Button loading={accept.isPending} onClick={onAccept}>
            Accept
          </Button>
          <Button variant="secondary" loading={decline.isPending} onClick={onDecline}>
            Decline
          </Button>
        </Cluster>
        {failure.form ? <Failure role="alert">{failure.form}</Failure> : null}
      </Stack>
    </Card>
  );
}

/**
 * "Invitations" (docs/product.md#workshops-and-co-keepers): cars a keeper invited the member to
 * work on, to accept or decline. Nothing is shown until there is one.
 */
export function InvitationsSection({ invitations }: { invitations: Collaboration[] }) {
  if (invitations.length === 0) return null;
  return (
    <Section title="Invitations">
      <Stack gap={1} role="list" aria-label="Invitations">
        {invitations.map((invitation) => (
          <Invitation key={invitation.id} invitation={invitation} />
        ))}
      </Stack>
    </Section>
  );
}
