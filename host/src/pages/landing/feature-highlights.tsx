import styled from 'styled-components';
import { Card, Section } from '@vg/shared';
import { CardList } from './card-list';

interface Feature {
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Maintenance records',
    text: 'Every oil change, rebuild and inspection, dated and costed, with the parts used and who did the work. Reminders tell you when the next service is due, by date or by mileage.',
  },
  {
    title: 'Modifications',
    text: 'What was changed, when and why: in period or not, reversible or not, and where the original part is kept. The next owner will thank you.',
  },
  {
    title: 'Photographs',
    text: 'Before, during and after: photograph the car, the work and the paperwork. Location data is stripped, and nothing is public until you choose and it has been checked.',
  },
  {
    title: 'Provenance',
    text: 'Chassis, engine and gearbox numbers exactly as stamped, matching-numbers checks, and a timeline of every owner you can trace.',
  },
  {
    title: 'Public vehicle pages',
    text: 'Share a car by a private link or make it public by its VIN or chassis number, showing only the history you choose. Purchase prices always stay private.',
  },
  {
    title: 'Community and showcase',
    text: 'Meet other keepers, swap hard-won know-how, and browse the showcase of remarkable cars curated from the community.',
  },
];

const FeatureNumber = styled.span`
  font-family: ${({ theme }) => theme.type.heading};
  font-size: ${({ theme }) => theme.type.size.sm};
  color: ${({ theme }) => theme.color.accentText};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.08em;
`;

const FeatureCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
`;

const FeatureTitle = styled.h3`
  font-size: ${({ theme }) => theme.type.size.lg};
  color: ${({ theme }) => theme.color.primary};
`;

const FeatureText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export function FeatureHighlights() {
  return (
    <Section title="Everything a keeper needs, in one logbook">
      <CardList minColumnWidth="300px">
        {FEATURES.map((feature, index) => (
          <li key={feature.title}>
            <FeatureCard>
              <FeatureNumber aria-hidden="true">
                No. {String(index + 1).padStart(2, '0')}
              </FeatureNumber>
              <FeatureTitle>{feature.title}</FeatureTitle>
              <FeatureText>{feature.text}</FeatureText>
            </FeatureCard>
          </li>
        ))}
      </CardList>
    </Section>
  );
}
