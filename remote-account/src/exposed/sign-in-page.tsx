import { exposePage } from '../contract';
import { SignInPage } from '../features/sign-in/sign-in-page';

export { contractVersion } from '../contract';
export default exposePage(SignInPage);
