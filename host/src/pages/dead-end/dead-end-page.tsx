import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Cluster, Icon, PageLayout, type IconName } from '@vg/shared';

const Panel = styled(Card)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
`;

const Emblem = styled.span`
  display: inline-flex;
  flex: none;
  padding: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.tone.neutral.bg};
  color: ${({ theme }) => theme.color.primary};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.type.size.lg};
`;

interface DeadEndPageProps {
  title: string;
  icon: IconName;
  /** Why the reader cannot go on from here. */
  explanation: ReactNode;
  /** The ways out, most likely first. */
  waysOut: ReactNode;
}

/** A page the reader did not mean to reach (missing, forbidden): say why, then offer ways on. */
export function DeadEndPage({ title, icon, explanation, waysOut }: DeadEndPageProps) {
  return (
    <PageLayout title={title}>
      <Panel>
        <Emblem>
          <Icon name={icon} size={28} />
        </Emblem>
        <Body>
          {explanation}
          <Heading>Where to next?</Heading>
          <Cluster gap={1.5}>{waysOut}</Cluster>
        </Body>
      </Panel>
    </PageLayout>
  );
}
