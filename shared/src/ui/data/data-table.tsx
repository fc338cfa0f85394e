import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../feedback/visually-hidden';

export interface DataTableColumn<Row> {
  key: string;
  /** Plain text: it also labels each value when rows become cards on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** 'right' for numbers (odometers, costs), which also get tabular figures. */
  align?: 'left' | 'right';
}

export interface DataTableProps<Row> {
  columns: Array<DataTableColumn<Row>>;
  rows: Row[];
  getRowKey: (row: Row) => string;
  /** Names the table for assistive technology; visually hidden (the page heading shows it). */
  caption: string;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.md};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: ${({ theme }) => theme.type.size.sm};
    font-weight: ${({ theme }) => theme.type.weight.bold};
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  [data-align='right'] {
    text-align: right;
    ${({ theme }) => theme.type.tabularNums}
  }

  /* Phones: each row becomes a hairline card; each value is labelled by its column header. */
  ${({ theme }) => theme.media.mobile} {
    display: block;
    background: none;
    border: 0;

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space(1.5)};
    }
    tr {
      display: block;
      background: ${({ theme }) => theme.color.surface};
      border: 1px solid ${({ theme }) => theme.color.hairline};
      border-radius: ${({ theme }) => theme.radius.md};
      padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(1)} 0;
      text-align: right;
    }
    tbody tr:last-child td {
      border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
    }
    td:last-child,
    tbody tr:last-child td:last-child {
      border-bottom: 0;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.type.weight.medium};
      text-align: left;
    }
  }
`;

export function DataTable<Row>({ columns, rows, getRowKey, caption }: DataTableProps<Row>) {
  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" data-align={column.align}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={getRowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} data-label={column.header} data-align={column.align}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
