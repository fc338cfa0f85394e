import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';

/** The Contact Us form as the API takes it (docs/product.md#contact). */
export interface FeedbackSubmission {
  /** The subject. */
  title: string;
  /** The message. */
  description: string;
  /** Optional when signed in: replies then go to the account email. */
  contactEmail?: string;
}

export const FEEDBACK_SUBMIT_PATH = '/feedback/submit';

/** POST /api/v1/feedback/submit. Values are trimmed; a blank email is left out. */
export function submitFeedback({ title, description, contactEmail }: FeedbackSubmission) {
  const email = contactEmail?.trim();
  return apiRequest('POST', FEEDBACK_SUBMIT_PATH, {
    title: title.trim(),
    description: description.trim(),
    ...(email ? { contactEmail: email } : {}),
  });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
