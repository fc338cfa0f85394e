import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const SectionBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.type.size.lg};
`;

export interface SectionProps {
  title: string;
  /** An anchor for links to this part of the page, e.g. /profile#sign-ins. */
  id?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled part of a page; the landmark is named by its h2. */
export function Section({ title, id, actions, children }: SectionProps) {
  const titleId = useId();
  return (
    <SectionBox id={id} aria-labelledby={titleId}>
      <SectionHeader>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {actions}
      </SectionHeader>
      {children}
    </SectionBox>
  );
}
