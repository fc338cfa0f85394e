import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, Grid } from '@vg/shared';
import type { OverviewCounts } from './api/get-overview';

interface CountMeaning {
  label: string;
  /** Where an admin acts on this number. */
  link?: { to: string; text: string };
}

/**
 * What needs attention (docs/product.md#moderation), in the order an admin works through it: each
 * number is what its queue holds, with a link to that queue.
 */
const ATTENTION_ORDER = [
  'pendingPhotos',
  'openReports',
  'newFeedback',
  'failedJobs',
] as const satisfies ReadonlyArray<keyof OverviewCounts>;

const ATTENTION: Record<(typeof ATTENTION_ORDER)[number], Required<CountMeaning>> = {
  pendingPhotos: {
    label: 'Photos waiting for review',
    link: { to: '/admin/photos', text: 'Review photos' },
  },
  openReports: { label: 'Open reports', link: { to: '/admin/reports', text: 'Open the reports' } },
  newFeedback: { label: 'New feedback', link: { to: '/admin/feedback', text: 'Read feedback' } },
  failedJobs: {
    label: 'Failed background jobs',
    link: { to: '/admin/jobs', text: 'See failed jobs' },
  },
};

// The other counts, at a glance; a count added later still shows (last), labelled from its name.
const COUNT_MEANINGS: Record<string, CountMeaning> = {
  suspended: { label: 'Suspended accounts', link: { to: '#members', text: 'Review suspensions' } },
  users: { label: 'Members', link: { to: '#members', text: 'Find a member' } },
  showcaseEntries: {
    label: 'Cars in the showcase',
    link: { to: '/admin/showcase', text: 'Curate the showcase' },
  },
  unverified: { label: 'Awaiting email confirmation' },
  admins: { label: 'Administrators' },
  feedback: {
    label: 'Feedback messages in total',
    link: { to: '/admin/feedback', text: 'Open the inbox' },
  },
};

/** 'pendingPhotos' → 'Pending photos'. */
function labelFromName(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const Count = styled.p`
  font-family: ${({ theme }) => theme.type.heading};
  font-size: ${({ theme }) => theme.type.size.xxl};
  color: ${({ theme }) => theme.color.primary};
  ${({ theme }) => theme.type.tabularNums}
`;

const Label = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const actionStyles = css`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.type.weight.medium};

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const ActionLink = styled(Link)`
  ${actionStyles}
`;

// An in-page target ('#members') is a plain anchor, so the browser scrolls to it.
const ActionAnchor = styled.a`
  ${actionStyles}
`;

function CountAction({ to, text }: { to: string; text: string }) {
  return to.startsWith('#') ? (
    <ActionAnchor href={to}>{text}</ActionAnchor>
  ) : (
    <ActionLink to={to}>{text}</ActionLink>
  );
}

const KNOWN_ORDER = Object.keys(COUNT_MEANINGS);

function sortedCounts(counts: OverviewCounts): Array<[string, number]> {
  const rank = (name: string) =>
    KNOWN_ORDER.includes(name) ? KNOWN_ORDER.indexOf(name) : KNOWN_ORDER.length;
  return Object.entries(counts)
    .filter(([name]) => !(name in ATTENTION))
    .sort(([a], [b]) => rank(a) - rank(b));
}

const numberFormat = new Intl.NumberFormat();

function CountCard({ value, meaning }: { value: number; meaning: CountMeaning }) {
  return (
    <Card role="listitem">
      <Count>{numberFormat.format(value)}</Count>
      <Label>{meaning.label}</Label>
      {meaning.link ? <CountAction {...meaning.link} /> : null}
    </Card>
  );
}

/** Photos waiting, open reports, new feedback and failed jobs, each with a link to its queue. */
export function AttentionCards({ counts }: { counts: OverviewCounts }) {
  return (
    <Grid role="list" aria-label="What needs attention" minColumnWidth="180px" gap={2}>
      {ATTENTION_ORDER.map((name) => (
        <CountCard key={name} value={counts[name]} meaning={ATTENTION[name]} />
      ))}
    </Grid>
  );
}

/** One card per other count: the number large, what it counts, and where to act on it. */
export function CountCards({ counts }: { counts: OverviewCounts }) {
  return (
    <Grid role="list" aria-label="Counts" minColumnWidth="160px" gap={2}>
      {sortedCounts(counts).map(([name, value]) => (
        <CountCard
          key={name}
          value={value}
          meaning={COUNT_MEANINGS[name] ?? { label: labelFromName(name) }}
        />
      ))}
    </Grid>
  );
}
