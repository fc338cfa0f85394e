import { exposePage } from '../remote-interface';
import { RegisterPage } from '../features/register/register-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(RegisterPage);
