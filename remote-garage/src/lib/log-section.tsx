import { Button, Card, Cluster, QueryView, Section, Stack, theme } from '@vg/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DeleteRecordDialog } from '../entities/records/delete-record-dialog';
import { isWaitingId } from '../entities/offline/send-or-queue';
import { WaitingBadge } from '../entities/offline/waiting-badge';
import type { QueryLike } from '@vg/shared';

const Details = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}
`;

const Note = styled.p`
  white-space: pre-wrap;
  max-width: ${theme.layout.readableMaxWidth};
`;

/** How one entry reads in its list: a headline, its figures, and a note. */
export interface LogLine {
  title: string;
  details: string[];
  note?: string | null;
}

interface LogSectionProps<Item extends { id: string }> {
  vehicleId: string;
  title: string;
  /** The add button's words, e.g. 'Add a cost'. */
  addLabel: string;
  /** Says what to do next when the list is empty. */
  empty: string;
  query: QueryLike<Item[]>;
  describe: (item: Item) => LogLine;
  /** The form, new (`item` null) or editing; `onDone` closes it. */
  renderForm: (item: Item | null, onDone: () => void) => ReactNode;
  deleteItem: UseMutationResult<void, Error, { id: string; vehicleId: string }>;
  /** What the delete dialog says will be lost. */
  deleteBody: string;
}

/**
 * A car's list of one kind of entry (costs, fill-ups, valuations, condition reports): the add
 * button, the form in place, each entry with Edit and Delete (asked in a dialog), and the list's
 * loading, error and empty states.
 */
export function LogSection<Item extends { id: string }>(props: LogSectionProps<Item>) {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const close = () => setEditing(null);
  return (
    <Section
      title={props.title}
      actions={
        editing ? null : (
          <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
            {props.addLabel}
          </Button>
        )
      }
    >
      {editing === 'new' ? props.renderForm(null, close) : null}
      <QueryView
        query={props.query}
        isEmpty={(items) => items.length === 0 && editing !== 'new'}
        empty={<p>{props.empty}</p>}
        errorTitle={`${props.title} could not be loaded`}
      >
        {(items) => (
          <Stack gap={1} role="list" aria-label={props.title}>
            {items.map((item) => {
              const line = props.describe(item);
              return (
                <Card key={item.id} role="listitem">
                  {editing !== null && editing !== 'new' && editing.id === item.id ? (
                    props.renderForm(item, close)
                  ) : (
                    <Cluster justify="between">
                      <Stack gap={0.5}>
                        <Cluster gap={0.5}>
                          <strong>{line.title}</strong>
                          <WaitingBadge record={item} />
                        </Cluster>
                        <Details>{line.details.filter(Boolean).join(' · ')}</Details>
                        {line.note ? <Note>{line.note}</Note> : null}
                      </Stack>
                      {/* A new entry still on this device has no id on the server to change yet. */}
                      {isWaitingId(item.id) ? null : (
                        <Cluster>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Edit ${line.title}`}
                            onClick={() => setEditing(item)}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Delete ${line.title}`}
                            onClick={() => setDeleting({ id: item.id, title: line.title })}
                          >
                            Delete
                          </Button>
                        </Cluster>
                      )}
                    </Cluster>
                  )}
                </Card>
              );
            })}
          </Stack>
        )}
      </QueryView>
      <DeleteRecordDialog
        record={deleting}
        vehicleId={props.vehicleId}
        body={props.deleteBody}
        confirmLabel="Delete"
        deleteRecord={props.deleteItem}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}
