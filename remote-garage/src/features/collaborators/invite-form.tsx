import {
  ApiError,
  Button,
  Card,
  Cluster,
  serverMessageOr,
  Stack,
  TextField,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { CollaboratorRole } from '@vg/contract';
import { INVITABLE_ROLES } from '@vg/contract/rules';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  AS_ROLE,
  ROLE_HINTS,
  ROLE_LABELS,
} from '../../entities/collaborations/collaboration-labels';
import { ChoiceField } from '../../lib/choice-field';
import { useInviteCollaborator } from './api/invite-collaborator';

const Failure = styled.p`
  color: ${theme.tone.error.fg};
`;

const CHOICES = INVITABLE_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
  hint: ROLE_HINTS[role],
}));

/**
 * Invite a member to the car by username or email (docs/product.md#workshops-and-co-keepers). What
 * the server refuses about the member (no such member, the keeper themselves, invited already) sits
 * at the field; what was typed stays.
 */
export function InviteForm({ vehicleId }: { vehicleId: string }) {
  const invite = useInviteCollaborator();
  const [member, setMember] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('workshop');
  const [failure, setFailure] = useState<{ member?: string; form?: string }>({});

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!member.trim()) {
      setFailure({ member: 'Enter their username or the email they signed up with.' });
      return;
    }
    setFailure({});
    invite.mutate(
      { vehicleId, input: { member: member.trim(), role } },
      {
        onSuccess: (invited) => {
          setMember('');
          toast({
            title: 'Invitation sent',
            description: `${invited.username} is invited ${AS_ROLE[invited.role]}. They accept it in their garage.`,
          });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.member) setFailure({ member: fields.member });
          // Invited already (409) is about the member named, so it sits there too.
          else if (error instanceof ApiError && error.status === 409)
            setFailure({ member: serverMessageOr(error, errorMessage(error)) });
          else setFailure({ form: serverMessageOr(error, errorMessage(error)) });
        },
      },
    );
  };

  return (
    <Card as="form" aria-label="Invite someone to work on this car" noValidate onSubmit={send}>
      <Stack gap={2}>
        <strong>Invite someone</strong>
        <TextField
          label="Member"
          hint="Their username, or the email they signed up with. They need an account here."
          required
          autoComplete="off"
          value={member}
          onChange={(event) => setMember(event.target.value)}
          error={failure.member}
        />
        <ChoiceField legend="Role" name="role" choices={CHOICES} value={role} onChange={setRole} />
        <Cluster>
          <Button type="submit" loading={invite.isPending}>
            Invite
          </Button>
        </Cluster>
        {failure.form ? <Failure role="alert">{failure.form}</Failure> : null}
      </Stack>
    </Card>
  );
}
