export { TOKEN_STORAGE_KEY, clearToken, getToken, setToken, subscribeToken } from './token-storage';
export { memberOfToken } from './token-claims';
export {
  SIGN_IN_PATH,
  expireSession,
  registerNavigator,
  registerQueryClient,
} from './session-expiry';
export { currentUserQueryOptions, startSessionCheck } from './current-user-query';
export {
  SessionProvider,
  useSession,
  useSignedInUserId,
  type SessionStatus,
  type SessionValue,
} from './session-provider';
export { DRAFT_STORAGE_PREFIX, clearFormDrafts } from './form-drafts';
export {
  GOOGLE_SIGN_IN_PATH,
  GOOGLE_SIGN_IN_STORAGE_KEY,
  finishGoogleSignIn,
  startGoogleSignIn,
  type GoogleReturn,
} from './google-sign-in';
export { FORM_LOGIN_COOKIE, finishFormSignIn } from './form-sign-in';
