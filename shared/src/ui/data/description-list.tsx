import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  column-gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Term = styled.dt`
  padding: ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.type.weight.medium};

  ${({ theme }) => theme.media.mobile} {
    padding-bottom: 0;
  }
`;

const Detail = styled.dd`
  padding: ${({ theme }) => theme.space(1)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
  ${({ theme }) => theme.type.tabularNums}
  overflow-wrap: anywhere;
`;

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
}

/** Label / value pairs, like the particulars page of a logbook (VIN, year, odometer...). */
export function DescriptionList({ items }: { items: DescriptionItem[] }) {
  return (
    <List>
      {items.map((item, index) => (
        // Pairs have no identity of their own and never reorder; the index is their key.
        <Fragment key={index}>
          <Term>{item.label}</Term>
          <Detail>{item.value}</Detail>
        </Fragment>
      ))}
    </List>
  );
}
