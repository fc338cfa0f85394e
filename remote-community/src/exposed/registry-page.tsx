import { exposePage } from '../remote-interface';
import { RegistryPage } from '../features/registry/registry-page';

export { interfaceVersion } from '../remote-interface';
export default exposePage(RegistryPage);
