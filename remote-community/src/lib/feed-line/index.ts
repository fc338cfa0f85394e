export { Detail, FeedLine, FeedPhotoThumb, MemberLink, MemberPortrait } from './feed-line';
export type { FeedLineProps } from './feed-line';
export { recordLabel } from './record-label';
