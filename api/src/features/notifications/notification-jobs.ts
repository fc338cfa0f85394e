import { emailingContext, type JobContribution } from '../../jobs/job-handlers.js';
import { QUEUES, type DigestEmailJob, type NotificationEmailJob } from '../../jobs/queues.js';
import { fanOutDigests, sendDigestEmail, sendNotificationEmail } from './email-delivery.js';

/** The notification emails: one at once, and the weekly digests (fanned out, then one per member). */
export const notificationJobs: JobContribution = (deps) => {
  const delivery = emailingContext(deps);
  return {
    [QUEUES.notificationEmail]: (job: NotificationEmailJob) => sendNotificationEmail(delivery, job),
    [QUEUES.digestFanOut]: async () => void (await fanOutDigests(deps.db)),
    [QUEUES.digestEmail]: (job: DigestEmailJob) => sendDigestEmail(delivery, job),
  };
};
