import { exposePage } from '../contract';
import { VerifyEmailPage } from '../features/verify-email/verify-email-page';

export { contractVersion } from '../contract';
export default exposePage(VerifyEmailPage);
