import { USERNAME_TOO_LONG, USERNAME_TOO_SHORT, usernameProblem } from './account-rules';

describe('usernameProblem', () => {
  it.each([
    ['', USERNAME_TOO_SHORT],
    ['ab', USERNAME_TOO_SHORT],
    ['  ab  ', USERNAME_TOO_SHORT],
    ['abc', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), USERNAME_TOO_LONG],
  ])('%j -> %j', (username, problem) => {
    expect(usernameProblem(username)).toBe(problem);
  });

  it('words the short case as docs/product.md#consent does', () => {
    expect(USERNAME_TOO_SHORT).toBe('Username must be at least 3 characters long.');
  });
});
