// Types from @vg/contract (the API's shapes) under the names the apps already use: the signed-in
// member (GET /api/v1/auth/user's `data`) and the one error body.
export type { CurrentUser, ErrorBody as ApiErrorBody, UserRole } from '@vg/contract';
