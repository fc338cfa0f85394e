// The modification shapes are the API's own (@vg/contract), enum fields included.
export type {
  Modification,
  ModificationInput,
  ModificationStatus,
  ModificationSystem,
} from '@vg/contract';
