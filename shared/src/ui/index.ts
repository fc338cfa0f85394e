// The Vintage Garage UI kit: theme and primitives shared by the host and every remote.
export * from './theme';
export * from './layout';
export * from './button';
export * from './field';
export * from './feedback';
export * from './data';
export * from './dialog';
export * from './tooltip';
export * from './toaster';
export * from './banner-stack';
export * from './icon';
export * from './focus';
