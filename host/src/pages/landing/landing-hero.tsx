import styled from 'styled-components';
import { ButtonLink, Cluster } from '@vg/shared';
import { RoadsterIllustration } from './roadster-illustration';

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.size.sm};
  font-weight: ${({ theme }) => theme.type.weight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Headline = styled.h1`
  font-size: clamp(2.25rem, 5vw, 3.5rem);
  line-height: ${({ theme }) => theme.type.lineHeight.tight};
  color: ${({ theme }) => theme.color.primary};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.type.size.lg};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
`;

const Print = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;

  svg {
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Caption = styled.figcaption`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  font-variant-numeric: tabular-nums;
`;

export function LandingHero() {
  return (
    <Hero aria-labelledby="landing-title">
      <Copy>
        <Eyebrow>The logbook for vintage vehicles</Eyebrow>
        <Headline id="landing-title">Every old car deserves a proper history.</Headline>
        <Lead>
          Vintage Garage is a home for the people who keep vintage vehicles running: every service,
          repair and modification on record, photographs and provenance in one place, and a public
          page to share with buyers, clubs and friends.
        </Lead>
        <Cluster gap={1.5}>
          <ButtonLink to="/register" variant="primary">
            Create an account
          </ButtonLink>
          <ButtonLink to="/sign-in" variant="secondary">
            Sign in
          </ButtonLink>
        </Cluster>
      </Copy>
      <Print>
        <RoadsterIllustration />
        <Caption>
          <span>1958 roadster, chassis no. 0427</span>
          <span>214 records since 1994</span>
        </Caption>
      </Print>
    </Hero>
  );
}
