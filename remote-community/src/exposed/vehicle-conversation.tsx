import { exposePage } from '../contract';
import { VehicleConversation } from '../pages/vehicle-conversation';

export { contractVersion } from '../contract';
export default exposePage(VehicleConversation);
