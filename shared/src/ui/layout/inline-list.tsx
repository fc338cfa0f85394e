import styled from 'styled-components';

/** A list laid out as a row that wraps (filter chips, a trail of levels): no bullets, no indent. */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
