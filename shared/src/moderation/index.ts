// The moderation kit, imported as '@vg/shared/moderation': the careful dialogs an administrator
// acts through, shared by the admin screens and the pages where the content is (a car's page, its
// comments), so no remote imports another. Not a federation singleton and not in '@vg/shared':
// a visitor's page never carries it; the garage and community remotes load it lazily, for admins
// only (docs/product.md#moderation). It reaches the session, API client and UI kit through the
// package name, so they are the page's one shared copy.
export { CarAdminPanel } from './car-admin-panel';
export { CommentAdminAction, type CommentAdminActionProps } from './comment-admin-action';
export { FeatureCarDialog, type FeatureCarDialogProps } from './feature-car-dialog';
export { HideCommentDialog, type HideCommentDialogProps } from './hide-comment-dialog';
export {
  DEFAULT_SUSPENSION_MESSAGE,
  SuspendMemberDialog,
  type SuspendMemberDialogProps,
} from './suspend-member-dialog';
export { UnfeatureCarDialog, type UnfeatureCarDialogProps } from './unfeature-car-dialog';
export {
  adminVehicleKey,
  useAdminVehicle,
  useFeatureCar,
  useHideComment,
  useSuspendMember,
  useUnfeatureCar,
} from './moderation-api';
