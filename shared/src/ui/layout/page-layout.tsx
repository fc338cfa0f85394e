import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusHeadingIfWanted } from '../focus/page-start';

const Page = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const TitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.type.size.xxl};
  color: ${({ theme }) => theme.color.text};
  text-wrap: balance;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.type.size.xl};
  }
`;

const Description = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Whole = styled.span`
  white-space: nowrap;
`;

/**
 * A title whose hyphenated words ('E-Type', 'Austin-Healey') stay whole on their line: a car's
 * name must not end a line on 'E-' with half of it unused.
 */
export function UnbrokenTitle({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(\S+-\S+)/)
        .map((piece, index) => (/\S-\S/.test(piece) ? <Whole key={index}>{piece}</Whole> : piece))}
    </>
  );
}

export interface PageLayoutProps {
  title: string;
  actions?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** Every page: one h1, an optional line of context, actions on the right, then the content. */
export function PageLayout({ title, actions, description, children }: PageLayoutProps) {
  // The browser tab (and history, and bookmarks) name the page, as the rendered pages' <title> do.
  useEffect(() => {
    document.title = `${title} · Vintage Garage`;
  }, [title]);
  // A page drawn after the navigation that opened it (its data loaded) names itself then.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusHeadingIfWanted(heading.current), []);
  return (
    <Page>
      <Header>
        <TitleBlock>
          <Title ref={heading} tabIndex={-1}>
            <UnbrokenTitle text={title} />
          </Title>
          {description ? <Description>{description}</Description> : null}
        </TitleBlock>
        {actions ? <Actions>{actions}</Actions> : null}
      </Header>
      {children}
    </Page>
  );
}
