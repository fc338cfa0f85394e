import { exposePage } from '../contract';
import { ConfirmEmailPage } from '../features/confirm-email/confirm-email-page';

export { contractVersion } from '../contract';
export default exposePage(ConfirmEmailPage);
