import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi, page, renderAt as renderPage } from '@vg/shared/test-support';
import type { ActivityItem } from './api/get-activity';
import { ActivityPage } from './activity-page';
import { expectNoAxeViolations } from '@vg/shared/test-support/axe';

const myGiulia = { id: 'v1', title: '1964 Alfa Romeo Giulia Sprint GT', path: '/vehicles/v1' };
const bertha = { username: 'bertha', displayName: 'Bertha Benz', avatarUrl: null };

const items: ActivityItem[] = [
  {
    kind: 'comment',
    id: 'a1',
    occurredAt: '2026-11-24T10:00:00.000Z',
    vehicle: myGiulia,
    member: bertha,
    comment: {
      id: 'c1',
      parentId: null,
      excerpt: 'How did you rebuild the Webers?',
      target: 'vehicle',
    },
  },
  {
    kind: 'reply',
    id: 'a2',
    occurredAt: '2026-11-23T10:00:00.000Z',
    vehicle: { id: 'v9', title: '1958 Porsche 356A', path: '/public/P356A' },
    member: bertha,
    comment: { id: 'c9', parentId: 'c8', excerpt: 'Thank you!', target: 'vehicle' },
  },
  {
    kind: 'admire',
    id: 'a3',
    occurredAt: '2026-11-22T10:00:00.000Z',
    vehicle: myGiulia,
    member: bertha,
  },
  {
    kind: 'follow',
    id: 'a4',
    occurredAt: '2026-11-21T10:00:00.000Z',
    vehicle: null,
    member: bertha,
  },
  {
    kind: 'follow',
    id: 'a5',
    occurredAt: '2026-11-21T09:00:00.000Z',
    vehicle: myGiulia,
    member: bertha,
  },
  {
    kind: 'record',
    id: 'a6',
    occurredAt: '2026-11-20T10:00:00.000Z',
    vehicle: myGiulia,
    record: {
      id: 'm1',
      recordKind: 'modification',
      title: 'Electronic ignition',
      category: 'electrical',
      performedOn: null,
    },
  },
];

const renderActivity = () => renderPage(<ActivityPage />, { at: '/activity' });

describe('ActivityPage', () => {
  it("says 'Loading...' under its heading", () => {
    fakeApi({ 'GET /api/v1/activity': page([]) });
    renderActivity();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('tells what happened to my cars and in my garage, each line linking to its car and member', async () => {
    fakeApi({ 'GET /api/v1/activity': page(items) });
    renderActivity();
    const list = await screen.findByRole('list', { name: 'Your activity' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines[0]).toContain('@bertha commented on your 1964 Alfa Romeo Giulia Sprint GT');
    expect(lines[0]).toContain('“How did you rebuild the Webers?”');
    expect(lines[1]).toContain('@bertha replied to your comment on the 1958 Porsche 356A');
    expect(lines[2]).toContain('@bertha admired your 1964 Alfa Romeo Giulia Sprint GT');
    expect(lines[3]).toContain('@bertha started following you');
    expect(lines[4]).toContain('@bertha started following your 1964 Alfa Romeo Giulia Sprint GT');
    expect(lines[5]).toContain(
      'You logged “Electronic ignition” on your 1964 Alfa Romeo Giulia Sprint GT',
    );
    expect(lines[5]).toContain('Modification · electrical');
    const [first] = within(list).getAllByRole('listitem');
    expect(
      within(first!).getByRole('link', { name: '1964 Alfa Romeo Giulia Sprint GT' }),
    ).toHaveAttribute('href', '/vehicles/v1');
    expect(within(first!).getByRole('link', { name: '@bertha' })).toHaveAttribute(
      'href',
      '/user/bertha',
    );
    await expectNoAxeViolations();
  });

  it('says what will appear here when nothing has happened yet', async () => {
    fakeApi({ 'GET /api/v1/activity': page([]) });
    renderActivity();
    expect(
      await screen.findByRole('heading', { name: 'Nothing has happened yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my vehicles' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/activity': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'Database unavailable') : page(items.slice(0, 1));
      },
    });
    renderActivity();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your activity');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your activity' })).toBeInTheDocument();
  });
});
