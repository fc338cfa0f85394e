import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../test/render-in-app';
import { TopBar } from './top-bar';

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
