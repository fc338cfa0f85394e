import { clearToken, setToken } from '@vg/shared';
import { clearDraftsOnSignOut, DRAFT_PREFIX, readDraft, writeDraft } from './form-drafts';

describe('form drafts', () => {
  it('keeps a draft for the member who wrote it only', () => {
    writeDraft('vehicle:new', 'user-1', { make: 'Riley' });
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}vehicle:new`)).toContain('Riley');
    expect(readDraft('vehicle:new', 'user-1')).toEqual({ make: 'Riley' });
    expect(readDraft('vehicle:new', undefined)).toBeNull();
    expect(readDraft('vehicle:new', 'user-2')).toBeNull();
    // Another member's draft is discarded once seen, not kept for later.
    expect(readDraft('vehicle:new', 'user-1')).toBeNull();
  });

  it('clears every draft on sign-out and nothing else', () => {
    clearDraftsOnSignOut();
    setToken('token');
    writeDraft('vehicle:new', 'user-1', { make: 'Riley' });
    writeDraft('maintenance:v1:new', 'user-1', { title: 'Oil' });
    window.localStorage.setItem('vg_other', 'kept');
    clearToken();
    expect(readDraft('vehicle:new', 'user-1')).toBeNull();
    expect(readDraft('maintenance:v1:new', 'user-1')).toBeNull();
    expect(window.localStorage.getItem('vg_other')).toBe('kept');
  });
});
