// The garage's field schemas live in @vg/contract (docs/adr/0005-one-contract-package.md). This
// re-export remains only for the records' files until their schemas join the contract.
export {
  Currency,
  IsoDate,
  Limit,
  Money,
  Odometer,
  OptionalText,
  StringEnum,
  VehicleIdParams,
} from '@vg/contract';
