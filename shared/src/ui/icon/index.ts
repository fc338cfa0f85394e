export { Icon } from './icon';
export type { IconProps } from './icon';
export { iconPaths } from './icon-paths';
export type { IconName } from './icon-paths';
