export { contractVersion } from '../contract';
export { ShowcasePage as default } from '../features/showcase/showcase-page';
