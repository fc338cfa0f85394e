import type {
  Acquisition,
  DatePrecision,
  OwnershipPeriod as ContractOwnershipPeriod,
} from '@vg/contract';
import type { Narrowed } from '../../narrowed';

// The ownership shapes are the API's own (@vg/contract), read with their enum fields as unions.
export type { Acquisition, OwnershipInput } from '@vg/contract';

export type OwnershipPeriod = Narrowed<
  ContractOwnershipPeriod,
  {
    fromPrecision: DatePrecision | null;
    toPrecision: DatePrecision | null;
    acquisition: Acquisition | null;
  }
>;
