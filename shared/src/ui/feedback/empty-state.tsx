import type { ReactNode } from 'react';
import type { IconName } from '../icon/icon-paths';
import { StatePanel } from './state-panel';

export interface EmptyStateProps {
  title: string;
  /** Says what to do next, not only that there is nothing. */
  description: ReactNode;
  /** Usually the button that creates the first item. */
  action?: ReactNode;
  icon?: IconName;
}

export function EmptyState({ title, description, action, icon = 'info' }: EmptyStateProps) {
  return (
    <StatePanel icon={icon} tone="neutral" title={title} body={description} actions={action} />
  );
}
