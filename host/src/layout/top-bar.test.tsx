import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../test/render-in-app';
import { TopBar } from './top-bar';
import { testUser } from '@vg/shared/test-support';

const navigationLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('TopBar', () => {
  it('shows a visitor the public ways in: the showcase, the registry of every public car, help', async () => {
    renderInApp(<TopBar />);
    expect(await navigationLinks()).toEqual([
      ['Showcase', '/showcase'],
      ['Registry', '/registry'],
      ['Help', '/help'],
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('TopBar on a phone', () => {
  it('gives a visitor a Menu with the showcase, the registry and help', async () => {
    const { user } = renderInApp(<TopBar />);
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(screen.getByText('Menu'));
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Showcase', '/showcase'],
      ['Registry', '/registry'],
      ['Help', '/help'],
    ]);
  });

  it('gives a member the registry and help, on wide screens and in the phone menu', async () => {
    const { user } = renderInApp(<TopBar />, { user: testUser() });
    await screen.findByRole('link', { name: 'Dashboard' });
    const links = await navigationLinks();
    expect(links).toContainEqual(['Registry', '/registry']);
    expect(links).toContainEqual(['Help', '/help']);
    await user.click(await screen.findByText('Menu'));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    // The bottom bar has Home, Vehicles, Community, Activity and Profile; the menu has the rest.
    expect(within(menu).getByRole('link', { name: 'Registry' })).toHaveAttribute(
      'href',
      '/registry',
    );
    expect(within(menu).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });
});
