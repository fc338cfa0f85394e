import type { FeedVehicle, PublicVehicle } from '@vg/contract';

/** How the public lists describe a vehicle (showcase entries, a member's public vehicles). */
export type VehicleSummary = FeedVehicle;

/** The server's title ('1967 Jaguar E-Type Series 1'), else 'Year Make Model' without missing parts. */
export function vehicleName(
  vehicle: Pick<VehicleSummary, 'year' | 'make' | 'model' | 'title'>,
): string {
  return (
    vehicle.title ||
    [vehicle.year, vehicle.make, vehicle.model]
      .filter((part) => part !== null && part !== '')
      .join(' ')
  );
}

/** A vehicle as GET /api/v1/users/:username/vehicles answers it: the garage's public record (fields used here). */
export type MemberVehicleAnswer = Pick<
  PublicVehicle,
  'id' | 'title' | 'modelYear' | 'make' | 'model' | 'identifierKey' | 'coverPhoto' | 'ownerUsername'
>;

/** The summary fields from the garage's record; the public path follows the showcase's rule. */
export function toVehicleSummary(answer: MemberVehicleAnswer): VehicleSummary {
  return {
    id: answer.id,
    title: answer.title,
    year: answer.modelYear,
    make: answer.make,
    model: answer.model,
    coverPhotoUrl: answer.coverPhoto?.thumbUrl ?? null,
    ownerUsername: answer.ownerUsername,
    publicPath: `/public/${encodeURIComponent(answer.identifierKey ?? answer.id)}`,
  };
}

export const userPath = (username: string) => `/user/${encodeURIComponent(username)}`;
