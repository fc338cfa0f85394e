import { exposePage } from '../remote-interface';
import { ConfirmEmailPage } from '../features/confirm-email/confirm-email-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(ConfirmEmailPage);
