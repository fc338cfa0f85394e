export { interfaceVersion } from '../remote-interface';
export { ConsentDialog as default } from '../features/consent/consent-dialog';
