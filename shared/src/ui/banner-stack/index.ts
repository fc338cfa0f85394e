export { BannerStack, BannerView, type BannerViewProps } from './banner-stack';
