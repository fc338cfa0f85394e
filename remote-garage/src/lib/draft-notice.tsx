import { Button, Cluster, Icon, theme } from '@vg/shared';
import styled from 'styled-components';

const Notice = styled.div`
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 1px solid ${theme.tone.info.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.tone.info.bg};
  color: ${theme.tone.info.fg};
`;

/** Tells the owner the form holds what they typed before (a reload, a failed save), and lets them start over. */
export function DraftNotice({ visible, onDiscard }: { visible: boolean; onDiscard: () => void }) {
  if (!visible) return null;
  return (
    <Notice role="status">
      <Cluster justify="between">
        <Cluster>
          <Icon name="info" />
          <span>We restored the draft you had not saved yet.</span>
        </Cluster>
        <Button variant="ghost" size="sm" onClick={onDiscard}>
          Discard draft
        </Button>
      </Cluster>
    </Notice>
  );
}
