import { useMutation } from '@tanstack/react-query';
import type { SubmitFeedbackBody } from '@vg/contract';
import { callApi } from '../api/call-api';

/** The Contact Us form as the API takes it (docs/product.md#contact). */
export type FeedbackSubmission = SubmitFeedbackBody;

/** POST /api/v1/feedback/submit. Values are trimmed; a blank email is left out. */
export function submitFeedback({ title, description, contactEmail }: FeedbackSubmission) {
  const email = contactEmail?.trim();
  return callApi('POST /feedback/submit', {
    body: {
      title: title.trim(),
      description: description.trim(),
      ...(email ? { contactEmail: email } : {}),
    },
  });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
