import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJobHandlers } from '../../src/job-handlers.js';
import { joinJobHandlers, type JobDependencies } from '../../src/jobs/job-handlers.js';
import { QUEUES } from '../../src/jobs/queues.js';
import { createMailer } from '../../src/mail/mailer.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let deps: JobDependencies;
beforeAll(async () => {
  ctx = await createTestApp();
  deps = { db: ctx.db, config: ctx.config, mailer: createMailer({ smtpUrl: null, from: 'x@y' }) };
});
afterAll(() => ctx.close());

describe('the job handlers the features contribute', () => {
  it('work every queue, each from one feature', () => {
    expect(Object.keys(apiJobHandlers(deps)).sort()).toEqual(Object.values(QUEUES).sort());
  });

  it('refuse a queue claimed by two features instead of keeping the last', () => {
    const scan = () => ({ [QUEUES.reminderScan]: async () => undefined });
    expect(() => joinJobHandlers(deps, [scan, scan])).toThrow(
      'Queue reminder-scan has two handlers',
    );
  });
});
