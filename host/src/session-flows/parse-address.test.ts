import {
  DEFAULT_SUSPENSION_MESSAGE,
  parseIdentityCallback,
  parseSuspension,
} from './parse-address';

describe('identity-provider callback fragment', () => {
  it('reads the token and the consent flag', () => {
    expect(parseIdentityCallback('#token=abc.def&needsConsent=true&login=kept')).toEqual({
      token: 'abc.def',
      needsConsent: true,
      login: 'kept',
      viaForm: false,
      fromGoogle: true,
    });
    expect(parseIdentityCallback('#token=abc&needsConsent=false')).toEqual({
      token: 'abc',
      needsConsent: false,
      login: null,
      viaForm: false,
      fromGoogle: true,
    });
    expect(parseIdentityCallback('#token=abc&login=kept&via=form')).toMatchObject({
      viaForm: true,
      fromGoogle: false,
    });
  });

  it('ignores fragments without a token', () => {
    expect(parseIdentityCallback('#contact')).toBeNull();
    expect(parseIdentityCallback('')).toBeNull();
  });
});

describe('account suspension in the query string', () => {
  it('uses the message from the address', () => {
    expect(parseSuspension('?error=account_suspended&message=Spam%20reports')).toBe('Spam reports');
  });

  it("falls back to 'Your account has been suspended.'", () => {
    expect(DEFAULT_SUSPENSION_MESSAGE).toBe('Your account has been suspended.');
    expect(parseSuspension('?error=account_suspended')).toBe('Your account has been suspended.');
  });

  it('ignores other errors', () => {
    expect(parseSuspension('?error=other')).toBeNull();
    expect(parseSuspension('')).toBeNull();
  });
});
