export { contractVersion } from '../contract';
export { ConsentDialog as default } from '../features/consent/consent-dialog';
