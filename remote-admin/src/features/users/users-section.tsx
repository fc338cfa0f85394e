import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  PagedDataTable,
  type DataTableColumn,
  EmptyState,
  QueryView,
  SearchForm,
  Section,
  Stack,
  useSession,
} from '@vg/shared';
import { formatDate } from '../../lib/format-date';
import { toastFailure } from '../../lib/toast-failure';
import type { AdminUser } from './api/admin-user';
import { useUsers } from './api/get-users';
import { useReinstateUser } from './api/reinstate-user';
import { SuspendMemberDialog } from '@vg/shared/moderation';

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

function AccountStatus({ user }: { user: AdminUser }) {
  if (!user.suspended) return <Badge tone="success">Active</Badge>;
  return (
    <Stack gap={0.5} align="end">
      <Badge tone="error">Suspended</Badge>
      {user.suspensionMessage ? <Muted>“{user.suspensionMessage}”</Muted> : null}
    </Stack>
  );
}

/** Members: search, then suspend with a message or reinstate. The API refuses a self-suspension too. */
export function UsersSection() {
  const [query, setQuery] = useState('');
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const users = useUsers(query);
  const reinstate = useReinstateUser();
  const myId = useSession().user?.id;

  const columns: Array<DataTableColumn<AdminUser>> = [
    {
      key: 'member',
      header: 'Member',
      cell: (user) => (
        <Stack gap={0.5}>
          <strong>@{user.username}</strong>
          {user.displayName ? <Muted>{user.displayName}</Muted> : null}
        </Stack>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      cell: (user) => <a href={`mailto:${user.email}`}>{user.email}</a>,
    },
    {
      key: 'role',
      header: 'Role',
      cell: (user) => (user.role === 'admin' ? 'Administrator' : 'Member'),
    },
    { key: 'joined', header: 'Joined', cell: (user) => formatDate(user.createdAt), align: 'right' },
    { key: 'status', header: 'Status', cell: (user) => <AccountStatus user={user} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) =>
        user.id === myId ? (
          <Muted>This is you</Muted>
        ) : user.role === 'admin' && !user.suspended ? (
          // The API refuses it too (docs/security.md, T38).
          <Muted>Administrators cannot be suspended</Muted>
        ) : user.suspended ? (
          <Button
            size="sm"
            variant="secondary"
            loading={reinstate.isPending && reinstate.variables === user.id}
            onClick={() => reinstate.mutate(user.id, { onError: toastFailure })}
            aria-label={`Reinstate @${user.username}`}
          >
            Reinstate
          </Button>
        ) : (
          <Button
            size="sm"
            variant="danger"
            onClick={() => setSuspending(user)}
            aria-label={`Suspend @${user.username}`}
          >
            Suspend
          </Button>
        ),
    },
  ];

  return (
    <div id="members">
      <Section title="Members">
        <SearchForm
          label="Search members"
          hint="Email, username or display name"
          type="search"
          submitVariant="secondary"
          onSearch={setQuery}
        />
        <QueryView
          query={users}
          errorTitle="Could not load members"
          empty={
            <EmptyState
              icon="users"
              title={query ? `No member matches “${query}”` : 'No members yet'}
              description={
                query
                  ? 'Check the spelling, or search by another part of their email, username or name.'
                  : 'Accounts appear here as soon as people register.'
              }
            />
          }
        >
          {(list) => (
            <PagedDataTable
              caption="Members"
              columns={columns}
              rows={list}
              getRowKey={(user) => user.id}
              list={users}
            />
          )}
        </QueryView>
      </Section>
      {suspending ? (
        <SuspendMemberDialog member={suspending} onClose={() => setSuspending(null)} />
      ) : null}
    </div>
  );
}
