import type { ReactNode } from 'react';
import { PageLayout, type PageLayoutProps } from '@vg/shared';
import { AdminNav } from './admin-nav';

/** Every admin screen: its heading, then the admin sub-navigation, then its content. */
export function AdminPage({ children, ...layout }: PageLayoutProps & { children: ReactNode }) {
  return (
    <PageLayout {...layout}>
      <AdminNav />
      {children}
    </PageLayout>
  );
}
