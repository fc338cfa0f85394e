import { exposePage } from '../contract';
import { RegistryPage } from '../features/registry/registry-page';

export { contractVersion } from '../contract';
export default exposePage(RegistryPage);
