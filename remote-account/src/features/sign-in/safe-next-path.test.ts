import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each(['/vehicles', '/vehicles/42?tab=records#top', '/admin/photos', '/'])(
    'keeps the same-site path %j',
    (next) => expect(safeNextPath(next)).toBe(next),
  );

  it.each([
    null,
    '',
    'vehicles',
    '//evil.example/steal',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('sends %j to the dashboard', (next) => {
    expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('defaults to /dashboard', () => expect(DEFAULT_AFTER_SIGN_IN).toBe('/dashboard'));
});
