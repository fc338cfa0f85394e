import type {
  Modification as ContractModification,
  ModificationStatus,
  ModificationSystem,
} from '@vg/contract';
import type { Narrowed } from '../../narrowed';

// The modification shapes are the API's own (@vg/contract), read with their enum fields as unions.
export type { ModificationInput, ModificationStatus, ModificationSystem } from '@vg/contract';

export type Modification = Narrowed<
  ContractModification,
  { system: ModificationSystem; status: ModificationStatus }
>;

export const MODIFICATIONS_PATH = '/api/v1/modifications';
