import type { ReportReason } from '@vg/contract';

/** Why a member reports a comment or a car, in the words the dialog and the admin queue use. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or harassing',
  'off-topic': 'Off-topic',
  misleading: 'Misleading or false',
  other: 'Something else',
};
