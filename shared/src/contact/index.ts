export {
  ContactDialogContext,
  ContactDialogControlProvider,
  useContactDialog,
  type ContactDialogControl,
} from './contact-dialog-context';
export {
  FEEDBACK_SUBMIT_PATH,
  submitFeedback,
  useSubmitFeedback,
  type FeedbackSubmission,
} from './submit-feedback';
