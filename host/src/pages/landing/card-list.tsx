import styled from 'styled-components';
import { Grid, type GridProps } from '@vg/shared';

const ListGrid = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The kit's Grid rendered as a <ul>, so a row of cards is announced as a list of so many items. */
export function CardList(props: GridProps) {
  return <ListGrid forwardedAs="ul" {...props} />;
}
