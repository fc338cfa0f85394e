import { exposePage } from '../remote-interface';
import { SignInPage } from '../features/sign-in/sign-in-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(SignInPage);
