import { Card, theme } from '@vg/shared';
import styled from 'styled-components';
import { formatMoney } from './format';

const FigureList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};

  dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.type.size.sm};
  }
  dd {
    font-family: ${theme.type.heading};
    font-size: ${theme.type.size.xl};
    ${theme.type.tabularNums}
  }
`;

interface TotalsSummaryProps {
  noun: string;
  totals: { count: number; costs: Array<{ currency: string | null; total: number }> } | undefined;
}

/** How many records the filters select and what they cost, one sum per currency (never added together). */
export function TotalsSummary({ noun, totals }: TotalsSummaryProps) {
  if (!totals) return null;
  return (
    <Card role="region" aria-label="Totals">
      <FigureList>
        <Figure>
          <dt>{noun}</dt>
          <dd>{totals.count}</dd>
        </Figure>
        {totals.costs.map((cost) => (
          <Figure key={cost.currency ?? 'none'}>
            <dt>Spent{cost.currency ? ` (${cost.currency})` : ' (no currency given)'}</dt>
            <dd>{formatMoney(cost.total, cost.currency)}</dd>
          </Figure>
        ))}
      </FigureList>
    </Card>
  );
}
