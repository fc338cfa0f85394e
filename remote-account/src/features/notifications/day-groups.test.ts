import { dayLabel, groupByDay } from './day-groups';

// Local times: the page groups by the member's own days.
const now = new Date(2026, 10, 25, 9, 30); // Wednesday 25 November 2026

describe('grouping notifications by day', () => {
  it.each([
    [new Date(2026, 10, 25, 0, 5), 'Today'],
    [new Date(2026, 10, 24, 23, 55), 'Yesterday'],
    [new Date(2026, 10, 23, 12, 0), 'Monday'],
    [new Date(2026, 10, 19, 12, 0), 'Thursday'],
    [new Date(2026, 10, 18, 12, 0), 'Wednesday 18 November'],
    [new Date(2025, 11, 31, 12, 0), 'Wednesday, 31 December 2025'],
  ])('calls %s "%s"', (date, label) => {
    expect(dayLabel(date, now, 'en-GB')).toBe(label);
  });

  it('keeps the order and puts each item under its day', () => {
    const items = [
      { id: 'a', createdAt: new Date(2026, 10, 25, 9, 0).toISOString() },
      { id: 'b', createdAt: new Date(2026, 10, 25, 7, 0).toISOString() },
      { id: 'c', createdAt: new Date(2026, 10, 24, 20, 0).toISOString() },
      { id: 'd', createdAt: new Date(2026, 9, 2, 8, 0).toISOString() },
    ];
    expect(
      groupByDay(items, now, 'en-GB').map((group) => [
        group.label,
        group.items.map((item) => item.id),
      ]),
    ).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Friday 2 October', ['d']],
    ]);
  });
});
