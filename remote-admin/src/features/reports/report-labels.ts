import type { ToneName } from '@vg/shared';
import type { ReportReason, ReportStatus } from './api/reports-api';

/** The reasons in the words members chose them in (the community's report dialog). */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Abusive or harassing',
  'off-topic': 'Off-topic',
  misleading: 'Misleading or false',
  other: 'Something else',
};

export const STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Acted on',
};

export const REASON_TONES: Record<ReportReason, ToneName> = {
  spam: 'warning',
  abuse: 'error',
  'off-topic': 'neutral',
  misleading: 'warning',
  other: 'neutral',
};
