// The query keys more than one app reads or invalidates (docs/query-keys.md): the host and every
// remote share one query client, so these are written here once and never spelled out in an app.
// They follow the convention apiQueryKey derives from the route table (shared/test/query checks
// that they still agree); written as plain values so the offline engine's pure policy can read them.

const VEHICLES = '/api/v1/vehicles';
const vehicles = [VEHICLES] as const;
const dashboard = ['/api/v1/dashboard'] as const;
const maintenance = ['/api/v1/maintenance'] as const;

export const sharedQueryKeys = {
  /**
   * GET /auth/user, the signed-in member: read by the host and every remote. Its one part predates
   * the convention (which would say ['/api/v1/auth', 'user']); devices keep it saved for the
   * offline garage under this name (offline-engine/persist-policy.ts), so it stays as it is.
   */
  currentUser: ['/api/v1/auth/user'] as const,
  /** Every notification query: the pages of the list (each filter) and the unread count. */
  notifications: ['/api/v1/notifications'] as const,
  /** GET /notifications/unread-count, the answer as is: the bell, the live stream, the page. */
  unreadCount: ['/api/v1/notifications', 'unread-count'] as const,
  /** The garage's pages that show a reminder, refreshed by whoever completes or snoozes one. */
  garage: {
    vehicles,
    dashboard,
    maintenance,
    /** GET /vehicles/:id/reminders: the car's reminders (its `data`, as the garage keeps them). */
    vehicleReminders: (vehicleId: string) => [VEHICLES, vehicleId, 'reminders'] as const,
    /** Every car (its reminders included), the dashboard and the logbook across cars. */
    all: [vehicles, dashboard, maintenance] as const,
  },
};
