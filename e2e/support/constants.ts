export const CONTROL_PORT = 8099;
export const ADMIN_EMAIL = 'admin@e2e.vintage-garage.test';
export const PASSWORD = 'correct horse battery staple';
export const REMOTE_PORTS = { garage: 3001, community: 3002, account: 3003, admin: 3004 } as const;
export type Remote = keyof typeof REMOTE_PORTS;
