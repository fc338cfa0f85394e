import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tabs } from './tabs';

const tabs = [
  { id: 'maintenance', label: 'Maintenance', content: 'Oil changed at 48,213 mi' },
  { id: 'modifications', label: 'Modifications', content: 'Electronic ignition fitted' },
  { id: 'photos', label: 'Photos', content: 'No photos yet' },
];

describe('Tabs', () => {
  it('moves and selects with the arrow keys, Home and End, with one tab stop', async () => {
    renderWithTheme(<Tabs label="Vehicle records" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Vehicle records' })).toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Maintenance' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Maintenance' })).toHaveTextContent('Oil changed');

    await userEvent.keyboard('{ArrowRight}');
    const modifications = screen.getByRole('tab', { name: 'Modifications' });
    expect(modifications).toHaveFocus();
    expect(modifications).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Electronic ignition fitted');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Maintenance' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel instead of visiting every tab.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Photos' })).toHaveFocus();
  });

  it('never cuts a tab off on a narrow screen: the tabs wrap onto another line instead', () => {
    renderWithTheme(<Tabs label="Vehicle records" tabs={tabs} />);
    const list = screen.getByRole('tablist', { name: 'Vehicle records' });
    expect(list).toHaveStyle({ flexWrap: 'wrap' });
    expect(list).not.toHaveStyle({ overflowX: 'auto' });
  });
});
