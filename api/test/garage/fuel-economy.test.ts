import { describe, expect, it } from 'vitest';
import {
  defaultEconomyUnit,
  fuelEconomy,
  type EconomyFill,
} from '../../src/features/garage/fuel/fuel-economy.js';

const fill = (
  date: string,
  odometer: number,
  volume: number,
  full = true,
  volumeUnit: EconomyFill['volumeUnit'] = 'litre',
): EconomyFill => ({ date, odometer, volume, volumeUnit, full });

describe('fuel economy between full fills', () => {
  it('counts nothing before the first full fill, and nothing with a single full fill', () => {
    const economy = fuelEconomy(
      [fill('2026-01-01', 1000, 20, false), fill('2026-01-05', 1200, 40)],
      'km',
      'l_per_100km',
    );
    expect(economy).toEqual({
      unit: 'l_per_100km',
      odometerUnit: 'km',
      overall: null,
      intervals: [],
    });
  });

  it('divides the distance by every volume after the first full fill up to and including the next', () => {
    // 500 km on 20 + 30 litres (a partial fill between counts its volume): 10 L/100 km.
    const economy = fuelEconomy(
      [
        fill('2026-01-01', 10_000, 45),
        fill('2026-01-10', 10_250, 20, false),
        fill('2026-01-20', 10_500, 30),
      ],
      'km',
      'l_per_100km',
    );
    expect(economy.intervals).toEqual([
      {
        from: '2026-01-01',
        to: '2026-01-20',
        fromOdometer: 10_000,
        toOdometer: 10_500,
        distance: 500,
        litres: 50,
        economy: 10,
      },
    ]);
    expect(economy.overall).toBe(10);
  });

  it('reports each interval and the whole in the unit asked, from fills in any order', () => {
    // 300 miles on 10 imperial gallons = 30 mpg (UK); then 200 miles on 5 = 40.
    const fills = [
      fill('2026-03-01', 1300, 10, true, 'imperial_gallon'),
      fill('2026-02-01', 1000, 8, true, 'imperial_gallon'),
      fill('2026-04-01', 1500, 5, true, 'imperial_gallon'),
    ];
    const uk = fuelEconomy(fills, 'mi', 'mpg_uk');
    expect(uk.intervals.map((interval) => interval.economy)).toEqual([30, 40]);
    // 500 miles on 15 gallons.
    expect(uk.overall).toBe(33.33);
    const us = fuelEconomy(fills, 'mi', 'mpg_us');
    expect(us.intervals[0]!.economy).toBe(24.98);
    const metric = fuelEconomy(fills, 'mi', 'l_per_100km');
    expect(metric.intervals[0]!.economy).toBe(9.42);
  });

  it('reads US gallons and a car counting in km into miles per gallon', () => {
    // 160.9344 km is 100 miles; on 2 US gallons, 50 mpg (US).
    const economy = fuelEconomy(
      [fill('2026-01-01', 0, 1, true, 'us_gallon'), fill('2026-01-02', 161, 2, true, 'us_gallon')],
      'km',
      'mpg_us',
    );
    expect(economy.intervals[0]!.economy).toBeCloseTo(50.02, 1);
  });

  it('gives no interval where the reading did not move', () => {
    const economy = fuelEconomy(
      [fill('2026-01-01', 500, 40), fill('2026-01-02', 500, 5)],
      'km',
      'l_per_100km',
    );
    expect(economy.intervals).toEqual([]);
    expect(economy.overall).toBeNull();
  });

  it('defaults to mpg (UK) for a car in miles and L/100 km for one in km', () => {
    expect(defaultEconomyUnit('mi')).toBe('mpg_uk');
    expect(defaultEconomyUnit('km')).toBe('l_per_100km');
  });
});
