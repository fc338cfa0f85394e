import type { ComponentType } from 'react';
import styled from 'styled-components';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.xs};
  text-align: right;
`;

/**
 * A remote built with a release label (VG_RELEASE_LABEL) says which release
 * is on screen under each of its pages: support and release checks can tell
 * releases apart. Without a label the page is returned unchanged.
 */
export function withReleaseNote<P extends object>(
  Page: ComponentType<P>,
  app: string,
  label: string,
): ComponentType<P> {
  if (!label) return Page;
  const section = app.charAt(0).toUpperCase() + app.slice(1);
  function ReleasedPage(props: P) {
    return (
      <>
        <Page {...props} />
        <Note>
          {section} release {label}
        </Note>
      </>
    );
  }
  ReleasedPage.displayName = `Released(${Page.displayName ?? Page.name})`;
  return ReleasedPage;
}
