// The form kit, imported as '@vg/shared/forms' and bundled by each remote that has forms (it is not
// a federation singleton: it keeps no state of its own, and the host never loads it). It reaches
// the rest of @vg/shared through the package name, so the session, token store and ApiError it
// uses are the page's one shared copy, not a second one bundled in with it.
export { useForm, type FormOptions, type Validate } from './use-form';
export { useFormDraft, type FormDraft } from './use-form-draft';
export {
  NETWORK_FAILURE_MESSAGE,
  errorMessage,
  serverMessageOf,
  splitServerError,
  type FieldErrors,
  type SplitServerError,
} from './server-errors';
