import styled from 'styled-components';

/** A page of the logbook: a hairline border on raised paper, no heavy shadow. */
export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(3)};
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;
