// The one public entry of @vg/shared. Apps import from '@vg/shared' only (and
// '@vg/shared/federation' in webpack configs); nothing reaches into its folders.
export * from './remote-interface';
export * from './contract';
export * from './api';
export * from './session';
export * from './query';
export * from './toast';
export * from './banners';
export * from './contact';
export * from './ui';
export * from './providers';
export * from './offline';
export * from './i18n';
