import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

// Each pair is a ruled line of the logbook: the hairline runs under label and value alike.
const Term = styled.dt`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)} ${theme.space(1)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.type.weight.medium};

  ${({ theme }) => theme.media.mobile} {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const Detail = styled.dd`
  padding: ${({ theme }) => theme.space(1)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
  ${({ theme }) => theme.type.tabularNums}
  overflow-wrap: break-word;
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
