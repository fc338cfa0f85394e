import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderInApp } from '../../../test/render-in-app';
import { HelpPage } from './help-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

const PAGES: [string, ComponentType, string, string[]][] = [
  [
    '/privacy-policy',
    PrivacyPolicyPage,
    'Privacy Policy',
    [
      'What we keep',
      'Photos and moderation',
      'Public pages and share links',
      'Deleting your account',
    ],
  ],
  [
    '/terms',
    TermsPage,
    'Terms of Service',
    ['Your account', 'Acceptable use', 'A logbook, not a certificate'],
  ],
  [
    '/help',
    HelpPage,
    'Help',
    [
      'Getting started',
      'VIN and chassis numbers',
      'Records and reminders',
      'Photos',
      'Sharing and public pages',
    ],
  ],
];

describe.each(PAGES)('%s', (route, Page, title, sectionTitles) => {
  it('has its heading, a contents list linking to every section, and a way to contact us', async () => {
    const { user } = renderInApp(<Page />, { route });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const sectionTitle of sectionTitles) {
      const section = screen.getByRole('region', { name: sectionTitle });
      const link = within(contents).getByRole('link', { name: sectionTitle });
      expect(section.parentElement).toHaveAttribute('id', link.getAttribute('href')?.slice(1));
    }

    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });
});

describe('Help', () => {
  it('answers the questions keepers ask most', () => {
    renderInApp(<HelpPage />, { route: '/help' });
    for (const question of [
      'How do I add a vehicle?',
      'VIN or chassis number: which do I enter?',
      'How do reminders work?',
      'How do I share a vehicle with someone?',
      'Which photos can I upload?',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: question })).toBeInTheDocument();
    }
    expect(screen.getByText(/1981 model year/)).toBeInTheDocument();
  });
});
