import { Icon, theme, useOfflineState, type OfflineState } from '@vg/shared';
import styled from 'styled-components';

/** What an upload made offline answers: nothing yet, the change that will send it. */
export interface QueuedUpload {
  queuedChangeId: string;
}

export interface UploadItem {
  key: string;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'queued';
  error?: string;
  /** Queued offline (docs/adr/0015): the waiting change that will send it. */
  changeId?: string;
}

/** A queued upload (a photo, a paper) follows its waiting change: sending with its bar, then uploaded (or refused). */
function followQueue(item: UploadItem, offline: OfflineState): UploadItem {
  if (item.state !== 'queued' || !item.changeId) return item;
  const change = offline.changes.find((waiting) => waiting.id === item.changeId);
  if (!change) return { ...item, state: 'done', progress: 1 };
  if (change.refusal) return { ...item, state: 'failed', error: change.refusal.message };
  if (offline.upload?.changeId === item.changeId)
    return { ...item, state: 'uploading', progress: offline.upload.fraction };
  return item;
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
`;

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  appearance: none;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceSunken};
  overflow: hidden;
  accent-color: ${theme.color.primary};

  &::-webkit-progress-bar {
    background: ${theme.color.surfaceSunken};
  }
  &::-webkit-progress-value {
    background: ${theme.color.primary};
    transition: width ${theme.motion.fast} linear;
  }
  &::-moz-progress-bar {
    background: ${theme.color.primary};
  }
`;

const Failure = styled.p`
  color: ${theme.tone.error.fg};
  display: flex;
  gap: ${theme.space(0.5)};
  align-items: center;
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
`;

/** One progress bar per file being sent (photos, papers), with its outcome in words. */
export function UploadProgressList({ items: given }: { items: UploadItem[] }) {
  const offline = useOfflineState();
  if (given.length === 0) return null;
  const items = given.map((item) => followQueue(item, offline));
  return (
    <List aria-label="Uploads" aria-live="polite">
      {items.map((item) => (
        <Item key={item.key}>
          <span>
            {item.name} —{' '}
            {item.state === 'done'
              ? 'uploaded'
              : item.state === 'failed'
                ? 'not uploaded'
                : item.state === 'waiting'
                  ? 'waiting'
                  : item.state === 'queued'
                    ? 'waiting to sync'
                    : `${Math.round(item.progress * 100)}%`}
          </span>
          {item.state === 'failed' ? (
            <Failure role="alert">
              <Icon name="error" size={16} />
              {item.error}
            </Failure>
          ) : (
            <Bar max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />
          )}
        </Item>
      ))}
    </List>
  );
}
