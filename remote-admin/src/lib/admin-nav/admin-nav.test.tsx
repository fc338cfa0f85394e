import { screen, within } from '@testing-library/react';
import { renderAt as renderPage } from '@vg/shared/test-support';
import { AdminNav } from './admin-nav';

describe('AdminNav', () => {
  it('links every admin screen and marks only the current one', () => {
    renderPage(<AdminNav />, { at: '/admin/feedback' });
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin'],
      ['Showcase', '/admin/showcase'],
      ['Feedback', '/admin/feedback'],
      ['Photos', '/admin/photos'],
      ['Reports', '/admin/reports'],
      ['Failed jobs', '/admin/jobs'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // /admin is a prefix of every admin path; it must not light up everywhere.
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });
});
