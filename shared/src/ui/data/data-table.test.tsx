import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DataTable } from './data-table';

interface ServiceRecord {
  id: string;
  work: string;
  odometer: string;
}

describe('DataTable', () => {
  it('renders a named table whose cells carry their column header for the phone layout', () => {
    renderWithTheme(
      <DataTable<ServiceRecord>
        caption="Maintenance records"
        rows={[{ id: 'r1', work: 'Oil change', odometer: '48,213 mi' }]}
        getRowKey={(row) => row.id}
        columns={[
          { key: 'work', header: 'Work', cell: (row) => row.work },
          { key: 'odometer', header: 'Odometer', cell: (row) => row.odometer, align: 'right' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Maintenance records' });
    expect(within(table).getByRole('columnheader', { name: 'Odometer' })).toBeInTheDocument();
    const odometer = within(table).getByRole('cell', { name: '48,213 mi' });
    expect(odometer).toHaveAttribute('data-label', 'Odometer');
    expect(odometer).toHaveAttribute('data-align', 'right');
  });
});
