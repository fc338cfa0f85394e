import { emptyModificationValues, valuesToModificationInput } from './modification-form';

afterEach(() => window.localStorage.clear());

describe("a modification offers the member's last currency", () => {
  it('once a record was saved with it', () => {
    expect(emptyModificationValues().currency).toBe('');
    valuesToModificationInput({ ...emptyModificationValues(), title: 'Ignition', currency: 'chf' });
    expect(emptyModificationValues().currency).toBe('CHF');
  });
});
