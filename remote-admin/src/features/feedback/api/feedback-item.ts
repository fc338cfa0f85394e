export type FeedbackStatus = 'new' | 'read' | 'archived';

/** A Contact Us message as GET /api/v1/admin/feedback lists it. */
export interface FeedbackItem {
  id: string;
  title: string;
  description: string;
  /** What the sender typed in the email field; null when they left it blank. */
  contactEmail: string | null;
  status: FeedbackStatus;
  createdAt: string;
  /** The signed-in member who sent it; null for a guest. */
  sender: { id: string; username: string; email: string } | null;
}

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  read: 'Read',
  archived: 'Archived',
};
