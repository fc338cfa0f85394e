// The shared route schemas live in @vg/contract (docs/adr/0005-one-contract-package.md). This
// re-export remains only for the records' files until their schemas join the contract.
export {
  Accepted,
  Cursor,
  DataOf,
  ErrorBody,
  IdParams,
  NoContent,
  Nullable,
  PageOf,
  withErrors,
} from '@vg/contract';
