import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(3)}`};
  border: 1px dashed ${({ theme }) => theme.color.hairlineStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(2)}`};
  }
`;

const Emblem = styled.span<{ $tone: 'neutral' | 'error' }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.tone[$tone].bg};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.tone.error.fg : theme.color.primary)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.type.size.lg};
`;

const Body = styled.div`
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

interface StatePanelProps {
  icon: IconName;
  tone: 'neutral' | 'error';
  title: ReactNode;
  body: ReactNode;
  actions?: ReactNode;
  role?: 'alert';
}

/** The shared frame of the empty and error states: an emblem, a title, words and a way on. */
export function StatePanel({ icon, tone, title, body, actions, role }: StatePanelProps) {
  return (
    <Panel role={role}>
      <Emblem $tone={tone}>
        <Icon name={icon} size={28} />
      </Emblem>
      <Title>{title}</Title>
      <Body>{body}</Body>
      {actions ? <Actions>{actions}</Actions> : null}
    </Panel>
  );
}
