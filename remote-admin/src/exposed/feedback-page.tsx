export { contractVersion } from '../contract';
export { FeedbackPage as default } from '../features/feedback/feedback-page';
