import type { FeedVehicle, PublicVehicle } from '../index.js';
import { memberPath, publicVehiclePath, toFeedVehicle, vehicleName } from './public-pages.js';

// The rules import no schema (they sit under the schemas): these keep their shapes the schemas'
// own, as a compile error here when a garage answer or the feed's vehicle changes.
export const fromGarageAnswer = (answer: PublicVehicle): FeedVehicle =>
  toFeedVehicle(answer, 'thumb');
export const feedVehicleName = (vehicle: FeedVehicle) => vehicleName(vehicle);

const giulia = {
  id: '7d1c4e0a-0000-4000-8000-000000000001',
  title: '1965 Alfa Romeo Giulia Sprint GT',
  modelYear: 1965,
  make: 'Alfa Romeo',
  model: 'Giulia Sprint GT',
  identifierKey: 'AR 604321',
  coverPhoto: { id: 'p1', thumbUrl: '/thumb/p1', displayUrl: '/display/p1' },
  ownerUsername: 'giulia keeper',
};

describe('public pages', () => {
  it('finds a vehicle by its identifier, else by its id, spelled safely for a path', () => {
    expect(publicVehiclePath(giulia)).toBe('/public/AR%20604321');
    expect(publicVehiclePath({ ...giulia, identifierKey: null })).toBe(`/public/${giulia.id}`);
    expect(memberPath('giulia keeper')).toBe('/user/giulia%20keeper');
  });

  it('shows the cover in the size the list asks for', () => {
    expect(toFeedVehicle(giulia, 'thumb').coverPhotoUrl).toBe('/thumb/p1');
    expect(toFeedVehicle(giulia, 'display')).toEqual({
      id: giulia.id,
      title: giulia.title,
      year: 1965,
      make: 'Alfa Romeo',
      model: 'Giulia Sprint GT',
      coverPhotoUrl: '/display/p1',
      ownerUsername: 'giulia keeper',
      publicPath: '/public/AR%20604321',
    });
    expect(toFeedVehicle({ ...giulia, coverPhoto: null }, 'thumb').coverPhotoUrl).toBeNull();
  });

  it('names a car by its title, else by what is known of year, make and model', () => {
    expect(vehicleName({ title: '', year: null, make: 'Riley', model: 'RM' })).toBe('Riley RM');
    expect(vehicleName({ title: '', year: 1952, make: 'Riley', model: 'RM' })).toBe(
      '1952 Riley RM',
    );
  });
});
