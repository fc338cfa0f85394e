/** A vehicle as the public sees it (showcase entries and a member's public vehicles). */
export interface PublicVehicle {
  id: string;
  title: string;
  year: number | null;
  make: string;
  model: string;
  coverPhotoUrl: string | null;
  ownerUsername: string;
  /** Where the host shows its public page: '/public/{vin}' or '/public/vehicle/{token}'. */
  publicPath: string;
}

/** 'Year Make Model', the way a marque register names a car; parts that are missing drop out. */
export function vehicleName({ year, make, model }: Pick<PublicVehicle, 'year' | 'make' | 'model'>): string {
  return [year, make, model].filter((part) => part !== null && part !== '').join(' ');
}

export const userPath = (username: string) => `/user/${encodeURIComponent(username)}`;
