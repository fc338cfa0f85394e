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

/** 'Year Make Model'; parts that are missing drop out, and a car with none goes by its title. */
export function vehicleName(vehicle: Pick<VehicleSummary, 'year' | 'make' | 'model' | 'title'>): string {
  const name = [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ');
  return name || vehicle.title;
}

export const userPath = (username: string) => `/user/${encodeURIComponent(username)}`;
