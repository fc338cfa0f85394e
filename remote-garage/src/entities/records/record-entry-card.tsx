import { Button, Card, Cluster, Stack, theme } from '@vg/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney } from '../../lib/format';

const Figures = styled.p`
  color: ${theme.color.textMuted};
  ${theme.type.tabularNums}
`;

interface RecordEntryCardProps {
  /** The article's accessible name. */
  label: string;
  title: string;
  badges: ReactNode;
  cost: number | null;
  currency: string | null;
  /** The muted line of dates and facts under the heading. */
  figures: ReactNode;
  /** Who entered it, when not the keeper ('Recorded by the previous keeper, …'). */
  recorded?: string | null;
  children?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The card layout a maintenance or modification entry shares: heading, badges, cost, facts, actions. */
export function RecordEntryCard({
  label,
  title,
  badges,
  cost,
  currency,
  figures,
  recorded,
  children,
  onEdit,
  onDelete,
}: RecordEntryCardProps) {
  return (
    <Card as="article" aria-label={label}>
      <Stack gap={1}>
        <Cluster justify="between">
          <Cluster gap={1}>
            <h3>{title}</h3>
            {badges}
          </Cluster>
          {cost !== null ? (
            <strong style={theme.type.tabularNums}>{formatMoney(cost, currency)}</strong>
          ) : null}
        </Cluster>
        <Figures>{figures}</Figures>
        {recorded ? <Figures>{recorded}</Figures> : null}
        {children}
        {onEdit || onDelete ? (
          <Cluster justify="end">
            {onEdit ? (
              <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${title}`}>
                Edit
              </Button>
            ) : null}
            {onDelete ? (
              <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${title}`}>
                Delete
              </Button>
            ) : null}
          </Cluster>
        ) : null}
      </Stack>
    </Card>
  );
}
