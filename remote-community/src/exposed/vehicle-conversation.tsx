import { exposePage } from '../remote-interface';
import { VehicleConversation } from '../pages/vehicle-conversation';

export { interfaceVersion } from '../remote-interface';
export default exposePage(VehicleConversation);
