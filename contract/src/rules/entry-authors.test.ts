import { RECORDED_BY_KEEPER, recordedByLine } from './entry-authors.js';

// The words others read of who wrote an entry (docs/product.md#public-car-page): one place, for the
// rendered page, the dossier and the garage's public page alike.
describe('recordedByLine', () => {
  it('tells whoever kept the car as the keeper at the time', () => {
    expect(recordedByLine({ role: 'keeper', workshopName: null })).toBe(
      'Recorded by the keeper at the time',
    );
    expect(RECORDED_BY_KEEPER).toBe('Recorded by the keeper at the time');
  });

  it('tells a workshop by the business name it gave, else as a workshop', () => {
    expect(recordedByLine({ role: 'workshop', workshopName: 'Marque Specialists' })).toBe(
      'Recorded by Marque Specialists, workshop',
    );
    expect(recordedByLine({ role: 'workshop', workshopName: null })).toBe('Recorded by a workshop');
    expect(recordedByLine({ role: 'workshop', workshopName: '  ' })).toBe('Recorded by a workshop');
  });
});
