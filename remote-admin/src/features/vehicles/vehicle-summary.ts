/** How the public endpoints describe a vehicle (showcase entries, a member's public vehicles). */
export interface VehicleSummary {
  id: string;
  title: string;
  year: number | null;
  make: string;
  model: string;
  coverPhotoUrl: string | null;
  ownerUsername: string;
  publicPath: string;
}

/** The server's title ('1967 Jaguar E-Type Series 1'), else 'Year Make Model' without missing parts. */
export function vehicleName(vehicle: Pick<VehicleSummary, 'year' | 'make' | 'model' | 'title'>): string {
  return vehicle.title || [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ');
}

export const userPath = (username: string) => `/user/${encodeURIComponent(username)}`;
