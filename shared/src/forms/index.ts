export { useForm, type FormOptions, type Validate } from './use-form';
export {
  NETWORK_FAILURE_MESSAGE,
  errorMessage,
  serverMessageOf,
  splitServerError,
  type FieldErrors,
  type SplitServerError,
} from './server-errors';
