// The form kit, imported as '@vg/shared/forms': a shared module of its own (one copy on the page,
// like '@vg/shared'), which pages without a form never download. It reaches the rest of
// @vg/shared through the package name, so the session, token store and ApiError it uses are the
// page's one copy, not a second one bundled in here.
export { useForm, type FormOptions, type Validate } from './use-form';
export {
  NETWORK_FAILURE_MESSAGE,
  errorMessage,
  serverMessageOf,
  splitServerError,
  type FieldErrors,
  type SplitServerError,
} from './server-errors';
