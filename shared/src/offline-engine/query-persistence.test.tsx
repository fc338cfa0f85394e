import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { render, screen } from '@testing-library/react';
import {
  AppProviders,
  createQueryClient,
  sharedQueryKeys,
  TOKEN_STORAGE_KEY,
  useSession,
  type CurrentUser,
} from '@vg/shared';
import { installFakeApi, testUser } from '../../test/support';
import { memoryStore, type KeyValueStore } from './key-value-store';
import { SAVE_EVERY_MS, SAVED_KEY } from './persist-policy';
import { persistGarage } from './query-persistence';

// The member's record in the offline garage (docs/adr/0015): a Google account that has just given
// its consent must not come back from the disk still owing it on the next page.

const owing = testUser({ needsConsent: true });
const consented = { ...owing, needsConsent: false };

async function savedMember(store: KeyValueStore): Promise<CurrentUser | undefined> {
  const saved = await store.get<PersistedClient>(SAVED_KEY);
  const query = saved?.clientState.queries.find(
    ({ queryKey }) => queryKey[0] === sharedQueryKeys.currentUser[0],
  );
  return query?.state.data as CurrentUser | undefined;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A page that kept `member` on disk, then left (its cache and persister go with it). */
async function pageThatSaved(member: CurrentUser): Promise<KeyValueStore> {
  const store = memoryStore();
  const queryClient = createQueryClient();
  const [stop, restored] = persistGarage(queryClient, store);
  await restored;
  queryClient.setQueryData(sharedQueryKeys.currentUser, member);
  await new Promise((resolve) => setTimeout(resolve, SAVE_EVERY_MS + 50));
  stop();
  return store;
}

function WhoIsSignedIn() {
  const { user } = useSession();
  return <p>{user ? `owes consent: ${user.needsConsent}` : 'nobody'}</p>;
}

afterEach(() => window.localStorage.clear());

describe('the offline garage and the member', () => {
  it('writes a change of the member to disk at once, not at the next throttled save', async () => {
    const store = await pageThatSaved(owing);
    expect(await savedMember(store)).toEqual(owing);

    const queryClient = createQueryClient();
    const [stop, restored] = persistGarage(queryClient, store);
    await restored;
    // The consent's answer; the page is left right after the welcome (a tenth of a second later).
    queryClient.setQueryData(sharedQueryKeys.currentUser, consented);
    await settle();
    stop();

    expect(await savedMember(store)).toEqual(consented);
  });

  it('asks the API for the member a restored page kept, instead of taking it as fresh', async () => {
    const store = await pageThatSaved(owing);
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    const { requests } = installFakeApi({ 'GET /api/v1/auth/user': { body: { data: consented } } });
    // The offline garage restores before the app's first render asks for the member.
    const queryClient = createQueryClient();
    const [stop, restored] = persistGarage(queryClient, store);
    await restored;

    render(
      <AppProviders queryClient={queryClient}>
        <WhoIsSignedIn />
      </AppProviders>,
    );

    expect(await screen.findByText('owes consent: false')).toBeInTheDocument();
    expect(requests.filter(({ path }) => path === '/api/v1/auth/user')).toHaveLength(1);
    stop();
  });
});
