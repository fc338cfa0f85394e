import styled from 'styled-components';
import { ContactSection } from './contact-section';
import { FeatureHighlights } from './feature-highlights';
import { LandingHero } from './landing-hero';
import { ShowcaseGlimpse } from './showcase-glimpse';
import { useScrollToFragment } from '../use-scroll-to-fragment';

const Page = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(2)}`};
    gap: ${({ theme }) => theme.space(6)};
  }
`;

/**
 * '/' for visitors: what Vintage Garage is, how to join, a look at the showcase, and a way to
 * write to us. Kept to the kit and a drawn illustration: it is the page with the tightest
 * first-load budget (200 KB gzip of JavaScript).
 */
export function LandingPage() {
  // '/#contact' (the suspended-account toast's Contact Us action) lands on the contact section.
  useScrollToFragment();
  return (
    <Page>
      <LandingHero />
      <FeatureHighlights />
      <ShowcaseGlimpse />
      <ContactSection />
    </Page>
  );
}
