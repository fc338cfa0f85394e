import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageLayout, Stack } from '@vg/shared';

const Column = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
  margin: 0 auto;
`;

const Footer = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export interface AuthPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring screens ('No account yet? Create one'). */
  footer?: ReactNode;
}

/** The account screens a visitor sees: one narrow card under the page heading, on any width. */
export function AuthPage({ title, description, children, footer }: AuthPageProps) {
  return (
    <Column>
      <PageLayout title={title} description={description}>
        <Stack gap={3}>
          <Card>{children}</Card>
          {footer ? <Footer>{footer}</Footer> : null}
        </Stack>
      </PageLayout>
    </Column>
  );
}
