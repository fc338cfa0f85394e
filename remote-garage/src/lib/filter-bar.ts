import { theme } from '@vg/shared';
import styled from 'styled-components';

/** Filters above a list: as many per row as fit, one per row on a phone. */
export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${theme.space(2)};
  align-items: end;
`;
