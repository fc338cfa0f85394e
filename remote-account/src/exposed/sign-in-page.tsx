import { exposePage } from '../remote-interface';
import { SignInPage } from '../features/sign-in/sign-in-page';

export { interfaceVersion, contractVersion } from '../remote-interface';
export default exposePage(SignInPage);
