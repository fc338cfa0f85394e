import { Icon, theme } from '@vg/shared';
import styled from 'styled-components';

export interface UploadItem {
  key: string;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
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

/** One progress bar per photo being sent, with its outcome in words. */
export function UploadProgressList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
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
