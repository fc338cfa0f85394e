import { DEFAULT_AFTER_SIGN_IN, NEXT_PATH_MAX_LENGTH, sameSitePath } from './next-path.js';

const ORIGIN = 'https://vintage.example';

describe('sameSitePath', () => {
  it.each(['/vehicles', '/vehicles/42?tab=records#top', '/admin/photos', '/', '/user/ada.l'])(
    'keeps the path of this site %j',
    (next) => expect(sameSitePath(next, ORIGIN)).toBe(next),
  );

  it('writes a path as a browser reads it: dot segments resolved, non-ASCII percent-encoded', () => {
    expect(sameSitePath('/vehicles/../garage/./x', ORIGIN)).toBe('/garage/x');
    expect(sameSitePath('/café?q=über', ORIGIN)).toBe('/caf%C3%A9?q=%C3%BCber');
    expect(sameSitePath('/\u2215\u2215evil.example', ORIGIN)).toBe(
      '/%E2%88%95%E2%88%95evil.example',
    );
  });

  it('drops the fragment when asked: the API hands its token over in the fragment', () => {
    expect(sameSitePath('/vehicles#top', ORIGIN, { keepFragment: false })).toBe('/vehicles');
  });

  it.each([
    null,
    undefined,
    42,
    '',
    'vehicles',
    'evil.example',
    '//evil.example/steal',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'HTTPS://evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r\n/evil.example/',
    '/\u0000/evil.example/',
    '/\u0085/evil.example/',
    '/\u007f/evil.example/',
    ' //evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/x/..//evil.example',
    '/./\\evil.example',
  ])('refuses %j', (next) => {
    expect(sameSitePath(next, ORIGIN)).toBeNull();
  });

  it('refuses an address longer than the forms take', () => {
    expect(sameSitePath(`/${'a'.repeat(NEXT_PATH_MAX_LENGTH)}`, ORIGIN)).toBeNull();
    expect(sameSitePath(`/${'a'.repeat(NEXT_PATH_MAX_LENGTH - 1)}`, ORIGIN)).not.toBeNull();
  });

  it('sends a member to the dashboard by default', () =>
    expect(DEFAULT_AFTER_SIGN_IN).toBe('/dashboard'));
});
