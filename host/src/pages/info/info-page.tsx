import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PageLayout, Section } from '@vg/shared';
import { ContactUsButton } from '../../contact/contact-us-button';
import { useScrollToFragment } from '../use-scroll-to-fragment';

export interface InfoSection {
  /** Fragment id, so a section can be linked to (e.g. /privacy-policy#deleting-your-account). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface InfoPageProps {
  title: string;
  summary: ReactNode;
  /** ISO date (YYYY-MM-DD) the text last changed; shown in the reader's locale. */
  lastUpdated: string;
  sections: readonly InfoSection[];
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Contents = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.type.size.sm};

  ${({ theme }) => theme.media.mobile} {
    position: static;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.hairline};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(0.5)};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(0.5)} 0;
  }
`;

const ContentsTitle = styled.h2`
  font-size: ${({ theme }) => theme.type.size.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Long-form text: readable measure, paragraph rhythm on the 8px grid, lists that look like lists. */
export const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(3)};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(0.75)};
  }
  h3 {
    font-size: ${({ theme }) => theme.type.size.md};
    margin-top: ${({ theme }) => theme.space(1)};
  }
  code {
    font-family: ${({ theme }) => theme.type.mono};
    font-size: 0.95em;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Anchor = styled.div`
  /* Clear of the sticky top bar when opened at a fragment. */
  scroll-margin-top: ${({ theme }) => theme.space(12)};
`;

const StillStuck = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Updated = styled.p`
  font-size: ${({ theme }) => theme.type.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

function formatDay(isoDate: string): string {
  // Noon UTC keeps the calendar day the same in every reader's time zone.
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** The one layout of the help, terms and privacy pages: contents, sections, a way to ask us. */
export function InfoPage({ title, summary, lastUpdated, sections }: InfoPageProps) {
  useScrollToFragment();
  return (
    <PageLayout
      title={title}
      description={
        <>
          <p>{summary}</p>
          <Updated>
            Last updated <time dateTime={lastUpdated}>{formatDay(lastUpdated)}</time>
          </Updated>
        </>
      }
    >
      <Columns>
        <Contents aria-label="On this page">
          <ContentsTitle>On this page</ContentsTitle>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </Contents>
        <Body>
          {sections.map((section) => (
            <Anchor key={section.id} id={section.id}>
              <Section title={section.title}>
                <Prose>{section.body}</Prose>
              </Section>
            </Anchor>
          ))}
          <StillStuck>
            <p>Something not covered here? Write to us and a person will answer.</p>
            <ContactUsButton />
          </StillStuck>
        </Body>
      </Columns>
    </PageLayout>
  );
}
