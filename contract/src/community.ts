// The community's schemas by topic, and every community endpoint: method, path (under /api/v1),
// who may call it (docs/product.md#community). "Visitor": no token; "member": a signed-in,
// not suspended account; "owner": the car's keeper; "admin": the administrator role.
//
// Follows and admires (./community/social.ts)
//   GET    /public/vehicles/:id/community   anyone: VehicleCommunity (caller's state when signed in)
//   PUT    /public/vehicles/:id/follow      member, not the owner: FollowState
//   DELETE /public/vehicles/:id/follow      member: FollowState
//   PUT    /public/vehicles/:id/admire      member, not the owner: AdmireState (one per member per car)
//   DELETE /public/vehicles/:id/admire      member: AdmireState
//   PUT    /users/:username/follow          member, not oneself: FollowState
//   DELETE /users/:username/follow          member: FollowState
//   GET    /community/following?cursor=     member: Page<FollowedTarget>, what I follow
//   GET    /users/:username                 anyone: PublicProfile, now with `community`
// Comments and reports (./community/comments.ts)
//   GET    /public/vehicles/:id/comments    anyone: CommentsPage (newest first, replies nested)
//   POST   /public/vehicles/:id/comments    member: Comment (CommentInput; 422 on a second link
//                                           from a new account, 429 over the rate limit)
//   GET    /showcase/:id/comments           anyone: CommentsPage on the showcase entry of car :id
//   POST   /showcase/:id/comments           member: Comment
//   PATCH  /comments/:id                    the comment's author: Comment (CommentEdit; marked edited)
//   DELETE /comments/:id                    the comment's author: 204
//   POST   /comments/:id/hide               the car's owner: CommentModeration
//   POST   /comments/:id/restore            the car's owner, for a comment they hid (admins use
//                                           /admin/comments/:id/...)
//   POST   /comments/:id/report             member, not the author: ReportReceipt (ReportInput)
//   POST   /public/vehicles/:id/report      member, not the owner: ReportReceipt (ReportInput)
// Feed and activity (./community/feed.ts, ./community/activity.ts)
//   GET    /community/feed?scope=everyone|following&kind=&cursor=   member: Page<FeedItem>
//   GET    /activity?cursor=                member: Page<ActivityItem>, my garage and my cars
// Registry (./community/registry.ts)
//   GET    /registry/groups?make=&model=&q=&sort=&cursor=           anyone: Page<RegistryGroup>
//   GET    /registry?make=&model=&year=&q=&sort=&cursor=            anyone: RegistryPage
// Moderation (./community/moderation.ts)
//   GET    /admin/reports?status=&cursor=   admin: Page<AdminReport>
//   POST   /admin/reports/:id/dismiss       admin: AdminReport
//   POST   /admin/comments/:id/hide         admin: CommentModeration (resolves its open reports)
//   POST   /admin/comments/:id/restore      admin: CommentModeration
//   POST   /admin/users/:id/suspend         admin (existing): suspend the reported member
export * from './community/feed.js';
export * from './community/social.js';
export * from './community/comments.js';
export * from './community/activity.js';
export * from './community/registry.js';
export * from './community/moderation.js';
