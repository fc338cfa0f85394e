import { screen, within } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { SearchPage } from './search-page';

const results = {
  query: 'dynamo',
  data: [
    {
      kind: 'document',
      id: 'd1',
      vehicleId: 'v1',
      vehicleTitle: '1962 Jaguar E-Type',
      title: 'Marelli invoice',
      date: null,
      snippet: [
        { text: 'Rebuilt the ', match: false },
        { text: 'dynamo', match: true },
        { text: ' <b>and</b> regulator', match: false },
      ],
    },
    {
      kind: 'maintenance',
      id: 'r1',
      vehicleId: 'v2',
      vehicleTitle: '1967 Alfa Romeo Giulia',
      title: 'Dynamo brushes',
      date: null,
      snippet: [{ text: 'Dynamo', match: true }],
    },
  ],
};

describe('Search your garage', () => {
  it('marks the words found, as text, and links each hit to where it is kept', async () => {
    const { user, requests } = renderGarage(<SearchPage />, {
      api: { 'GET /api/v1/search': { body: results } },
    });
    expect(screen.getByRole('heading', { name: 'Search your papers and records' })).toBeVisible();

    await user.type(screen.getByLabelText('Search your garage'), 'dynamo');

    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(requests.filter(({ path }) => path === '/api/v1/search').map(({ url }) => url)).toEqual([
      '/api/v1/search?q=dynamo',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 results for “dynamo”');
    const invoice = within(list).getByRole('article', { name: 'Marelli invoice' });
    const marks = invoice.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['dynamo']);
    // A scanned paper's words are text, never markup.
    expect(within(invoice).getByText('<b>and</b> regulator')).toBeVisible();
    expect(invoice.querySelector('b')).toBeNull();
    expect(within(invoice).getByRole('link', { name: 'Marelli invoice' })).toHaveAttribute(
      'href',
      '/vehicles/v1?tab=papers',
    );
    expect(within(list).getByRole('link', { name: 'Dynamo brushes' })).toHaveAttribute(
      'href',
      '/vehicles/v2?tab=maintenance',
    );
  });

  it('says when nothing matches, and when the search failed', async () => {
    const { user } = renderGarage(<SearchPage />, {
      api: {
        'GET /api/v1/search?q=zagato': { body: { query: 'zagato', data: [] } },
        'GET /api/v1/search?q=bad': {
          status: 500,
          body: { error: { message: 'Search is resting' } },
        },
      },
    });
    const field = screen.getByLabelText('Search your garage');
    await user.type(field, 'zagato{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Nothing in your garage matches “zagato”' }),
    ).toBeVisible();
    await user.clear(field);
    await user.type(field, 'bad{Enter}');
    expect(await screen.findByText('Search is resting')).toBeVisible();
  });
});
