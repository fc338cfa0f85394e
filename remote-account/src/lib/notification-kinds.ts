import type { NotificationKind } from '@vg/contract';
import type { IconName } from '@vg/shared';

// The kinds of notification in a member's words, grouped the way owners think of them. The
// notifications page filters by these groups and the profile's settings are laid out by them.

export type NotificationGroupId =
  'reminders' | 'photos' | 'showcase' | 'hand-overs' | 'car-access' | 'community';

export interface NotificationGroup {
  id: NotificationGroupId;
  label: string;
  icon: IconName;
  kinds: readonly NotificationKind[];
}

export const NOTIFICATION_GROUPS: readonly NotificationGroup[] = [
  {
    id: 'reminders',
    label: 'Reminders',
    icon: 'wrench',
    kinds: ['reminder-due', 'reminder-overdue'],
  },
  {
    id: 'photos',
    label: 'Your photos',
    icon: 'photo',
    kinds: ['photo-approved', 'photo-rejected'],
  },
  { id: 'showcase', label: 'Showcase', icon: 'car', kinds: ['showcase-featured'] },
  { id: 'hand-overs', label: 'Cars changing hands', icon: 'car', kinds: ['vehicle-handed-over'] },
  {
    id: 'car-access',
    label: 'Workshops and co-keepers',
    icon: 'wrench',
    kinds: ['vehicle-access'],
  },
  {
    id: 'community',
    label: 'Community',
    icon: 'users',
    kinds: ['new-follower', 'vehicle-comment', 'comment-reply', 'vehicle-admired'],
  },
];

/** What each kind is, as a settings row names it (typed by the contract: a new kind must be named here). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'reminder-due': 'A reminder comes due',
  'reminder-overdue': 'A reminder is overdue',
  'photo-approved': 'A photo is approved',
  'photo-rejected': 'A photo is turned down',
  'showcase-featured': 'Your car is chosen for the showcase',
  'new-follower': 'Someone follows you',
  'vehicle-comment': 'Someone comments on your car',
  'comment-reply': 'Someone replies to your comment',
  'vehicle-admired': 'Someone admires your car',
  'vehicle-handed-over': 'A car you sold or bought changes hands',
  'vehicle-access': 'You are let in to work on a car, or your access ends',
};

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KIND_LABELS, kind);
}

/** The group a kind belongs to; a kind newer than this screen belongs to none. */
export function groupOfKind(kind: string): NotificationGroup | undefined {
  return NOTIFICATION_GROUPS.find((group) => (group.kinds as readonly string[]).includes(kind));
}

export function findGroup(id: string | null): NotificationGroup | undefined {
  return NOTIFICATION_GROUPS.find((group) => group.id === id);
}
