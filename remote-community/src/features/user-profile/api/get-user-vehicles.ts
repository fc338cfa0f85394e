import type { PublicVehicle as PublicVehicleRecord } from '@vg/contract';
import { useCursorList } from '@vg/shared';
import { publicVehiclePath, type PublicVehicle } from '../../../lib/vehicle-gallery/public-vehicle';
import { userKeys } from '../../../lib/query-keys';

/** One vehicle of GET /api/v1/users/:username/vehicles: the garage's full public record (the fields used here). */
export type MemberVehicleAnswer = Pick<
  PublicVehicleRecord,
  'id' | 'title' | 'modelYear' | 'make' | 'model' | 'identifierKey' | 'coverPhoto' | 'ownerUsername'
>;

/** The gallery card's fields, from the garage's record. */
export function toPublicVehicle(answer: MemberVehicleAnswer): PublicVehicle {
  return {
    id: answer.id,
    title: answer.title,
    year: answer.modelYear,
    make: answer.make,
    model: answer.model,
    coverPhotoUrl: answer.coverPhoto?.displayUrl ?? null,
    ownerUsername: answer.ownerUsername,
    publicPath: publicVehiclePath(answer),
  };
}

/** GET /api/v1/users/:username/vehicles?cursor= (public): the member's public vehicles, newest first. */
export function useUserVehicles(username: string) {
  return useCursorList<PublicVehicle, MemberVehicleAnswer>({
    queryKey: userKeys.vehicles(username),
    path: `/users/${encodeURIComponent(username)}/vehicles`,
    toItem: toPublicVehicle,
  });
}
