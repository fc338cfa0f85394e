import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, EmptyState, Section } from '@vg/shared';
import { RoadsterIllustration } from './roadster-illustration';
import { useShowcaseGlimpse, type ShowcaseGlimpseEntry } from './api/get-showcase-glimpse';
import { CardList } from './card-list';

const EntryCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 100%;
  padding: ${({ theme }) => theme.space(1.5)};
`;

const PhotoFrame = styled.div`
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};

  img,
  svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const EntryText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: 0 ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(0.5)};
`;

const EntryTitle = styled.h3`
  font-size: ${({ theme }) => theme.type.size.lg};
`;

const EntryVehicle = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** '1961 Jaguar E-Type', leaving out whatever the entry does not say. */
export function describeVehicle({ year, make, model }: ShowcaseGlimpseEntry): string {
  return [year, make, model].filter(Boolean).join(' ');
}

function ShowcaseEntryCard({ entry }: { entry: ShowcaseGlimpseEntry }) {
  const vehicle = describeVehicle(entry);
  return (
    <EntryCard>
      <PhotoFrame>
        {entry.photoUrl ? (
          <img src={entry.photoUrl} alt={vehicle || entry.title} loading="lazy" decoding="async" />
        ) : (
          // No approved photo yet: the drawn roadster keeps the row even, and says nothing false.
          <RoadsterIllustration />
        )}
      </PhotoFrame>
      <EntryText>
        <EntryTitle>
          {entry.publicPath ? <Link to={entry.publicPath}>{entry.title}</Link> : entry.title}
        </EntryTitle>
        {vehicle ? <EntryVehicle>{vehicle}</EntryVehicle> : null}
      </EntryText>
    </EntryCard>
  );
}

function GlimpseContent() {
  const showcase = useShowcaseGlimpse();
  // This page is rendered at build time and a visitor's app starts only on intent
  // (docs/adr/0013): until the entries come, the page carries an invitation, never a spinner
  // that would wait for an app nobody started.
  if (showcase.isPending) {
    return (
      <EmptyState
        icon="car"
        title="Cars chosen from the community"
        description="Our editors pick remarkable cars, each with its photographs, history and provenance."
        action={
          <ButtonLink to="/showcase" variant="primary">
            Browse the showcase
          </ButtonLink>
        }
      />
    );
  }

  // A failed teaser is not the visitor's problem: it reads the same as an empty showcase.
  const entries = showcase.data ?? [];
  if (entries.length === 0) {
    return (
      <EmptyState
        icon="car"
        title="The showcase is being curated"
        description="Our editors are choosing the first remarkable cars from the community. Create an account to keep your own car's history, and it could be one of them."
        action={
          <ButtonLink to="/register" variant="primary">
            Create an account
          </ButtonLink>
        }
      />
    );
  }

  return (
    <CardList minColumnWidth="320px">
      {entries.map((entry) => (
        <li key={entry.id}>
          <ShowcaseEntryCard entry={entry} />
        </li>
      ))}
    </CardList>
  );
}

export function ShowcaseGlimpse() {
  return (
    <Section
      title="From the showcase"
      actions={
        <ButtonLink to="/showcase" variant="ghost" size="sm">
          See the whole showcase
        </ButtonLink>
      }
    >
      <GlimpseContent />
    </Section>
  );
}
