export { BannerStack } from './banner-stack';
