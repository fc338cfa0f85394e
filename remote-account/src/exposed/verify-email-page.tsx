import { exposePage } from '../remote-interface';
import { VerifyEmailPage } from '../features/verify-email/verify-email-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(VerifyEmailPage);
