import {
  Badge,
  Button,
  Card,
  Cluster,
  Stack,
  changesWaitingText,
  resolveChange,
  theme,
  useOfflineState,
  type QueuedChange,
} from '@vg/shared';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { choicesFor } from './refusal-choices';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
`;

const Reason = styled.p`
  margin: 0;
  color: ${theme.tone.error.fg};
`;

const Heading = styled.h2`
  font-size: ${theme.type.size.lg};
  margin: 0;
`;

interface WaitingChangesPanelProps {
  /** Only this car's changes (a car's page); all of them otherwise (the dashboard). */
  vehicleId?: string;
  /** The form to change a refused change and send it again, where the page has one. */
  renderEditor?: (change: QueuedChange, close: () => void) => ReactNode | null;
}

/**
 * "3 changes waiting": what was made offline and not yet on the server, and for each the server
 * refused, its reason and the member's choices (docs/adr/0015). Nothing leaves it unchosen.
 */
export function WaitingChangesPanel({ vehicleId, renderEditor }: WaitingChangesPanelProps) {
  const { changes, online, sending } = useOfflineState();
  const [editing, setEditing] = useState<string | null>(null);
  const shown = vehicleId ? changes.filter((change) => change.vehicleId === vehicleId) : changes;
  if (shown.length === 0) return null;
  const editingChange = shown.find((change) => change.id === editing);
  if (editingChange && renderEditor) {
    const editor = renderEditor(editingChange, () => setEditing(null));
    if (editor) return <>{editor}</>;
  }
  return (
    <Card id="changes-waiting" data-testid="changes-waiting">
      <Stack gap={2}>
        <Heading>{changesWaitingText(shown.length)}</Heading>
        <p>
          {online
            ? sending
              ? 'Sending your changes…'
              : 'Changes the server could not take wait for your choice below.'
            : "You're offline: these are sent, in order, when the signal comes back."}
        </p>
        <List aria-label="Changes waiting">
          {shown.map((change) => (
            <li key={change.id}>
              <Stack gap={1}>
                <Cluster>
                  <strong>{change.label}</strong>
                  {change.refusal ? (
                    <Badge tone="error">Not synced</Badge>
                  ) : (
                    <Badge tone="warning">Waiting to sync</Badge>
                  )}
                </Cluster>
                {change.refusal ? (
                  <>
                    <Reason role="alert">
                      {change.refusal.message}
                      {Object.entries(change.refusal.fields ?? {})
                        .filter(([field]) => field !== 'If-Match')
                        .map(([field, reason]) => ` ${field}: ${reason}`)
                        .join('')}
                    </Reason>
                    <Cluster>
                      {choicesFor(change, Boolean(renderEditor)).map((choice) => (
                        <Button
                          key={choice.label}
                          size="sm"
                          variant={choice.label === 'Discard' ? 'ghost' : 'secondary'}
                          onClick={() =>
                            choice.resolution === 'edit'
                              ? setEditing(change.id)
                              : void resolveChange(change.id, choice.resolution)
                          }
                        >
                          {choice.label}
                        </Button>
                      ))}
                    </Cluster>
                  </>
                ) : null}
              </Stack>
            </li>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
