// The offline engine: loaded lazily by the host for a member only (docs/adr/0015).
export { startOffline, PHOTO_CACHE } from './start-offline';
export { isGarageQuery } from './persist-policy';
export { memberOfToken } from '../session/token-claims';
