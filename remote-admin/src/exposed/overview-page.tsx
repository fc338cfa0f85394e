export { contractVersion } from '../contract';
export { OverviewPage as default } from '../features/overview/overview-page';
