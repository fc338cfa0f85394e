import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../../test/render-in-app';
import type { FakeAnswer } from '@vg/shared/test-support';
import { LandingPage } from './landing-page';

const SHOWCASE = 'GET /api/v1/showcase?limit=3';

function renderLanding(showcase: FakeAnswer = { body: { data: [], page: { nextCursor: null } } }) {
  return renderInApp(<LandingPage />, { api: { [SHOWCASE]: () => showcase } });
}

const SHOWCASE_ENTRIES = [
  {
    id: 's1',
    title: 'Barn find, saved',
    year: 1961,
    make: 'Jaguar',
    model: 'E-Type',
    coverPhotoUrl: '/photos/s1.webp',
    publicPath: '/public/S1',
  },
  {
    id: 's2',
    title: 'Forty years, one family',
    year: 1958,
    make: 'Austin-Healey',
    model: '100-Six',
    coverPhotoUrl: '',
    publicPath: '/public/S2',
  },
  {
    id: 's3',
    title: 'Concours winner',
    year: 1936,
    make: 'Riley',
    model: 'Kestrel',
    coverPhotoUrl: '/photos/s3.webp',
    publicPath: '/public/S3',
  },
  {
    id: 's4',
    title: 'Fourth, never shown',
    year: 1970,
    make: 'Lotus',
    model: 'Elan',
    coverPhotoUrl: '',
    publicPath: '/public/S2',
  },
];

describe('LandingPage', () => {
  it('says what Vintage Garage is and offers sign-in and registration', async () => {
    renderLanding();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Every old car deserves a proper history.',
    );
    expect(
      screen.getByText(/a home for the people who keep vintage vehicles/i),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    const registerLinks = screen.getAllByRole('link', { name: 'Create an account' });
    registerLinks.forEach((link) => expect(link).toHaveAttribute('href', '/register'));
    for (const feature of [
      'Maintenance records',
      'Modifications',
      'Photographs',
      'Provenance',
      'Public vehicle pages',
      'Community and showcase',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    await screen.findByText('The showcase is being curated');
  });

  it('shows a glimpse of at most three showcase entries, with photo, title and vehicle', async () => {
    const { fetchMock } = renderLanding({
      body: { data: SHOWCASE_ENTRIES, page: { nextCursor: 'x' } },
    });

    const showcase = screen.getByRole('region', { name: 'From the showcase' });
    const entries = await within(showcase).findAllByRole('listitem');

    expect(entries).toHaveLength(3);
    expect(
      within(entries[0]!).getByRole('heading', { name: 'Barn find, saved' }),
    ).toBeInTheDocument();
    expect(within(entries[0]!).getByText('1961 Jaguar E-Type')).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('img', { name: '1961 Jaguar E-Type' })).toHaveAttribute(
      'src',
      '/photos/s1.webp',
    );
    expect(within(entries[1]!).getByText('1958 Austin-Healey 100-Six')).toBeInTheDocument();
    expect(screen.queryByText('Fourth, never shown')).not.toBeInTheDocument();
    expect(within(showcase).getByRole('link', { name: 'See the whole showcase' })).toHaveAttribute(
      'href',
      '/showcase',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/showcase\?limit=3$/);
  });

  it('never shows a spinner: until the entries come, a rendered page carries an invitation to the showcase', async () => {
    renderLanding({ body: { data: SHOWCASE_ENTRIES, page: { nextCursor: null } } });

    // What the page says before the app has fetched anything (and what it was rendered with).
    const showcase = screen.getByRole('region', { name: 'From the showcase' });
    expect(within(showcase).queryByText('Loading...')).not.toBeInTheDocument();
    expect(within(showcase).getByText('Cars chosen from the community')).toBeInTheDocument();
    expect(within(showcase).getByRole('link', { name: 'Browse the showcase' })).toHaveAttribute(
      'href',
      '/showcase',
    );
    expect(await within(showcase).findAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the curated-soon state, and no error, when the showcase cannot be fetched', async () => {
    renderLanding({ status: 500, body: { error: { message: 'Database unavailable' } } });

    expect(await screen.findByText('The showcase is being curated')).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a #contact section whose button opens the Contact Us dialog', async () => {
    const { user } = renderLanding();

    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(contact).toHaveAttribute('id', 'contact');
    await user.click(within(contact).getByRole('button', { name: 'Send us a message' }));

    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
