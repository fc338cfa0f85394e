import type { ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Names the tab list for assistive technology. */
  label: string;
  /** Controlled selection (a tab id); leave out to let Tabs keep its own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
}
