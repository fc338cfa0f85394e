import { exposePage } from '../remote-interface';
import { FeedbackPage } from '../features/feedback/feedback-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(FeedbackPage);
