import { vehiclePermissions } from './vehicle-permissions';

describe('vehiclePermissions', () => {
  it('lets the keeper (no access named) do everything', () => {
    const keeper = vehiclePermissions(undefined);
    expect(keeper.role).toBe('keeper');
    for (const action of ['edit-particulars', 'invite', 'hand-over', 'delete-vehicle'] as const)
      expect(keeper.may(action)).toBe(true);
    expect(keeper.mayChange({ id: 'r1', recordedBy: 'workshop' })).toBe(true);
    expect(keeper.mayChange({ id: 'r2' })).toBe(true);
  });

  it('lets a co-keeper do all but hand over, delete the car, and invite or revoke', () => {
    const coKeeper = vehiclePermissions('co-keeper');
    for (const action of [
      'edit-particulars',
      'share-links',
      'dossiers',
      'keeping-logs',
      'reminders',
      'import',
      'see-collaborators',
      'change-any-entry',
    ] as const)
      expect(coKeeper.may(action)).toBe(true);
    for (const action of ['hand-over', 'delete-vehicle', 'invite'] as const)
      expect(coKeeper.may(action)).toBe(false);
    expect(coKeeper.mayChange({ id: 'r1', recordedBy: 'keeper' })).toBe(true);
  });

  it('lets a workshop see the car and add entries, and change only its own', () => {
    const workshop = vehiclePermissions('workshop');
    expect(workshop.may('see')).toBe(true);
    expect(workshop.may('add-entries')).toBe(true);
    for (const action of [
      'edit-particulars',
      'edit-provenance',
      'share-links',
      'dossiers',
      'keeping-logs',
      'reminders',
      'import',
      'see-collaborators',
      'invite',
      'hand-over',
      'delete-vehicle',
    ] as const)
      expect(workshop.may(action)).toBe(false);
    expect(workshop.mayChange({ id: 'r1', recordedBy: 'workshop' })).toBe(true);
    expect(workshop.mayChange({ id: 'r2', recordedBy: 'keeper' })).toBe(false);
    expect(workshop.mayChange({ id: 'r3' })).toBe(false);
    expect(workshop.mayChange({ id: 'r4', recordedBy: 'previous-keeper' })).toBe(false);
    // Its own, made offline and not yet sent.
    expect(workshop.mayChange({ id: 'waiting-1' })).toBe(true);
  });
});
