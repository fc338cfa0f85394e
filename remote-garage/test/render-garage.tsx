import type { ReactElement } from 'react';
import type { CurrentUser } from '@vg/shared';
import {
  renderWithFakeApi,
  testUser,
  type RenderWithFakeApiOptions,
} from '@vg/shared/test-support';

/** GET /dashboard's answer for a member with no car yet. */
export const emptyGarage = {
  vehicleCount: 0,
  vehicles: [],
  reminders: [],
  latestRecords: [],
  spending: { year: 2026, perVehicle: [] },
};

/** The member the garage's tests sign in as. */
export const keeper: CurrentUser = testUser();

interface RenderGarageOptions extends Omit<RenderWithFakeApiOptions, 'user'> {
  /** Signed in as this member (the keeper by default); null for a visitor. */
  user?: CurrentUser | null;
}

/** A garage page inside the providers the host gives it, with a scripted API. */
export function renderGarage(
  ui: ReactElement,
  { user = keeper, path = '*', ...options }: RenderGarageOptions = {},
) {
  return renderWithFakeApi(ui, { ...(user ? { user } : {}), path, ...options });
}
