import { exposePage } from '../contract';
import { FeedbackPage } from '../features/feedback/feedback-page';

export { contractVersion } from '../contract';
export default exposePage(FeedbackPage);
