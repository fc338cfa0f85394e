import { exposePage } from '../remote-interface';
import { FeedbackPage } from '../features/feedback/feedback-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(FeedbackPage);
