import type { NotificationKind } from '@vg/contract';

/** Every queue the runner works, and what its jobs carry. */
export const QUEUES = {
  /** One notification emailed at once. */
  notificationEmail: 'notification-email',
  /** Weekly: one digest-email job per member with items waiting. */
  digestFanOut: 'email-digests',
  /** One member's weekly digest. */
  digestEmail: 'digest-email',
  /** Reminders due or overdue: all of them on the schedule, one vehicle's after its reading changed. */
  reminderScan: 'reminder-scan',
  /** One member's "Export everything" archive (features/profile/export). */
  accountExport: 'account-export',
  /** One paper read in the background: its thumbnail and preview, its text (features/garage/documents). */
  documentReading: 'document-reading',
  /** A big file's confirmed import, written a batch at a time (features/garage/imports). */
  importWriting: 'import-writing',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface NotificationEmailJob {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

export interface DigestEmailJob {
  userId: string;
  /** Items created up to this moment go in; later ones wait for next week. */
  until: string;
}

export interface ReminderScanJob {
  vehicleId?: string;
}

export interface AccountExportJob {
  exportId: string;
  userId: string;
}

export interface DocumentReadingJob {
  documentId: string;
}

export interface ImportWritingJob {
  importId: string;
}
