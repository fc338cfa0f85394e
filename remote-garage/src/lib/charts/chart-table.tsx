import styled from 'styled-components';
import { theme } from '@vg/shared';
import type { ChartTable } from './chart-types';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}

  caption {
    text-align: left;
    font-weight: ${theme.type.weight.bold};
    padding-bottom: ${theme.space(1)};
  }
  th,
  td {
    padding: ${theme.space(0.5)} ${theme.space(1)};
    border-bottom: 1px solid ${theme.color.hairline};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const Scroll = styled.div<{ $scrollable: boolean }>`
  overflow-x: ${({ $scrollable }) => ($scrollable ? 'auto' : 'visible')};

  @media print {
    overflow-x: visible;
  }
`;

interface ChartTableViewProps {
  table: ChartTable;
  /**
   * On screen, a wide table scrolls sideways on a phone, and a region that scrolls takes the
   * keyboard's focus so it can be scrolled without a pointer (WCAG 2.1.1). Off screen it does not.
   */
  scrollable: boolean;
}

/** A chart's figures written out: a caption, one heading per column, the first cell of a row heading it. */
export function ChartTableView({ table, scrollable }: ChartTableViewProps) {
  return (
    <Scroll
      $scrollable={scrollable}
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': table.caption } : {})}
    >
      <Table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
