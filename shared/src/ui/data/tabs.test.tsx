import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
    expect(await screen.findByRole('tablist', { name: 'Vehicle records' })).toBeInTheDocument();

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

  it('selects a tab by pointer, tells a controlled caller once, and shows only the chosen panel', async () => {
    const chosen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('modifications');
      return (
        <Tabs
          label="Vehicle records"
          tabs={tabs}
          value={value}
          onValueChange={(id) => {
            chosen.push(id);
            setValue(id);
          }}
        />
      );
    }
    renderWithTheme(<Controlled />);
    expect(await screen.findByRole('tab', { name: 'Modifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Modifications' })).toHaveTextContent(
      'Electronic ignition fitted',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(chosen).toEqual(['photos']);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Photos' })).toHaveTextContent('No photos yet');
    expect(screen.queryByText('Electronic ignition fitted')).not.toBeInTheDocument();
  });

  it('asks again when a controlled caller kept its own value', async () => {
    const asked: string[] = [];
    renderWithTheme(
      <Tabs
        label="Vehicle records"
        tabs={tabs}
        value="maintenance"
        onValueChange={(id) => asked.push(id)}
      />,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Photos' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(asked).toEqual(['photos', 'photos']);
    expect(screen.getByRole('tabpanel', { name: 'Maintenance' })).toBeInTheDocument();
  });

  it('falls back to the first tab when the selection names none of them', async () => {
    renderWithTheme(<Tabs label="Vehicle records" tabs={tabs} value="photo-gone" />);
    expect(await screen.findByRole('tab', { name: 'Maintenance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Maintenance' })).toHaveFocus();
  });

  it('never cuts a tab off on a narrow screen: the tabs wrap onto another line instead', async () => {
    renderWithTheme(<Tabs label="Vehicle records" tabs={tabs} />);
    const list = await screen.findByRole('tablist', { name: 'Vehicle records' });
    expect(list).toHaveStyle({ flexWrap: 'wrap' });
    expect(list).not.toHaveStyle({ overflowX: 'auto' });
  });
});
