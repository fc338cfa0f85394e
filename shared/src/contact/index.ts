export {
  ContactDialogContext,
  ContactDialogControlProvider,
  useContactDialog,
  type ContactDialogControl,
} from './contact-dialog-context';
export { submitFeedback, useSubmitFeedback, type FeedbackSubmission } from './submit-feedback';
