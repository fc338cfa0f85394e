import { BUSINESS_NAME_MAX, COLLABORATOR_ROLES, VEHICLE_ROLES } from '../garage/collaborators.js';
import {
  BUSINESS_NAME_MAX_LENGTH,
  INVITABLE_ROLES,
  mayOnVehicle,
  VEHICLE_ROLE_ACTIONS,
} from './vehicle-access.js';

describe('vehicle access rules', () => {
  it('name the roles and the business name’s length as the schemas do', () => {
    expect(INVITABLE_ROLES).toEqual(COLLABORATOR_ROLES);
    expect(BUSINESS_NAME_MAX_LENGTH).toBe(BUSINESS_NAME_MAX);
    expect(Object.keys(VEHICLE_ROLE_ACTIONS).sort()).toEqual([...VEHICLE_ROLES].sort());
  });

  it('keep handing over, deleting and inviting to the keeper', () => {
    for (const action of ['hand-over', 'delete-vehicle', 'invite'] as const) {
      expect(mayOnVehicle(undefined, action)).toBe(true);
      expect(mayOnVehicle('co-keeper', action)).toBe(false);
      expect(mayOnVehicle('workshop', action)).toBe(false);
    }
    expect(VEHICLE_ROLE_ACTIONS.workshop).toEqual(['see', 'add-entries']);
  });
});
