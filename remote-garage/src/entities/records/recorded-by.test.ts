import { formatDate } from '../../lib/format';
import { recordedLine } from './recorded-by';

const createdAt = '2026-11-30T09:15:00.000Z';
const day = formatDate('2026-11-30');

describe('recordedLine', () => {
  it('says nothing of the keeper’s own entries', () => {
    expect(recordedLine({ createdAt })).toBeNull();
    expect(recordedLine({ createdAt, recordedBy: 'keeper' })).toBeNull();
  });

  it('names the keeper before', () => {
    expect(recordedLine({ createdAt, recordedBy: 'previous-keeper' })).toBe(
      `Recorded by the previous keeper, ${day}`,
    );
  });

  it('names a workshop by its business name, or says a workshop without one', () => {
    expect(
      recordedLine({ createdAt, recordedBy: 'workshop', recordedByName: 'Marsh Motors' }),
    ).toBe(`Recorded by Marsh Motors, workshop, ${day}`);
    expect(recordedLine({ createdAt, recordedBy: 'workshop', recordedByName: null })).toBe(
      `Recorded by a workshop, ${day}`,
    );
    expect(recordedLine({ createdAt, recordedBy: 'workshop', recordedByName: '  ' })).toBe(
      `Recorded by a workshop, ${day}`,
    );
  });

  it('names a co-keeper by username', () => {
    expect(recordedLine({ createdAt, recordedBy: 'co-keeper', recordedByName: 'ann' })).toBe(
      `Recorded by ann, co-keeper, ${day}`,
    );
    expect(recordedLine({ createdAt, recordedBy: 'co-keeper' })).toBe(
      `Recorded by a co-keeper, ${day}`,
    );
  });
});
