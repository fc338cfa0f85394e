import { exposePage } from '../contract';
import { RegisterPage } from '../features/register/register-page';

export { contractVersion } from '../contract';
export default exposePage(RegisterPage);
