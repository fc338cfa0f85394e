import { Button, Card, DateField, Stack, TextField, theme } from '@vg/shared';
import type { CostSummary, CurrencyTotal } from '@vg/contract';
import { namedRange } from '@vg/contract/rules';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FieldRow, FormActions } from '../../lib/form-layout';
import { formatDate, formatMoney } from '../../lib/format';
import { rangeProblem, type CostRange } from '../../entities/costs/cost-range';
import { describePerDistance } from './per-distance';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: ${theme.space(3)};

  dt {
    color: ${theme.color.textMuted};
    font-size: ${theme.type.size.sm};
  }
  dd {
    margin: 0;
    font-family: ${theme.type.heading};
    font-size: ${theme.type.size.lg};
    ${theme.type.tabularNums}
  }
`;

/** One sum per currency, never added together: '£1,200.00, €300.00'. */
const sums = (totals: readonly CurrencyTotal[]) =>
  totals.length
    ? totals.map((total) => formatMoney(total.total, total.currency)).join(', ')
    : 'Nothing yet';

interface CostTotalsProps {
  summary: CostSummary;
  range: CostRange | null;
  onRange: (range: CostRange | null) => void;
}

/** Since purchase, per mile or km, this year and the keeper's named range (a restoration). */
export function CostTotals({ summary, range, onRange }: CostTotalsProps) {
  const latestYear = summary.perYear.at(-1)?.year;
  return (
    <Card>
      <Stack gap={3}>
        <Figures>
          <div>
            <dt>
              Since purchase
              {summary.purchase.date ? ` (${formatDate(summary.purchase.date)})` : ''}
            </dt>
            <dd>{sums(summary.sincePurchase)}</dd>
          </div>
          <div>
            <dt>Per {summary.perDistance.unit}</dt>
            <dd>{describePerDistance(summary.perDistance)}</dd>
          </div>
          {latestYear ? (
            <div>
              <dt>In {latestYear}</dt>
              <dd>{sums(summary.perYear.filter((year) => year.year === latestYear))}</dd>
            </div>
          ) : null}
          {range && summary.range ? (
            <div>
              <dt>{namedRange({ ...summary.range, name: range.name }, formatDate)}</dt>
              <dd>{sums(summary.range.totals)}</dd>
            </div>
          ) : null}
        </Figures>
        <RangeForm range={range} onRange={onRange} />
      </Stack>
    </Card>
  );
}

function RangeForm({ range, onRange }: Pick<CostTotalsProps, 'range' | 'onRange'>) {
  const [values, setValues] = useState<CostRange>(range ?? { name: '', from: '', to: '' });
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const set = (name: keyof CostRange) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setProblem(null);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = rangeProblem(values);
    setProblem(found);
    if (!found) onRange(values);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Total for a range">
      <Stack gap={1}>
        <p>Total a stretch of time, such as a restoration, from its first day to its last.</p>
        <FieldRow>
          <TextField
            label="Name"
            hint="e.g. Restoration"
            value={values.name}
            onChange={set('name')}
          />
          <DateField
            label="From"
            value={values.from}
            onChange={set('from')}
            error={problem?.field === 'from' ? problem.message : undefined}
          />
          <DateField
            label="To"
            value={values.to}
            onChange={set('to')}
            error={problem?.field === 'to' ? problem.message : undefined}
          />
        </FieldRow>
        <FormActions>
          {range ? (
            <Button
              variant="ghost"
              onClick={() => {
                setValues({ name: '', from: '', to: '' });
                onRange(null);
              }}
            >
              Clear the range
            </Button>
          ) : null}
          <Button type="submit" variant="secondary">
            Show the total
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
