import { Queue } from 'bullmq'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { mailQueueName } from '@studio/api/platform/jobs/job-contracts'
import { createUser } from '../support/factories.ts'
import { readOutbox } from '../support/mail-outbox.ts'
import { signIn } from '../support/sign-in.ts'
import { useBrowserAndDatabase } from '../support/e2e-context.ts'
import { waitFor } from '../support/wait-for.ts'

const baseURL = inject('baseURL')
const e2e = useBrowserAndDatabase()

describe("a failed mail on the Developer's Playground", () => {
  const { redisUrl, prefix } = inject('appQueue')
  const queue = new Queue(mailQueueName, { connection: { url: redisUrl }, prefix })
  afterAll(() => queue.close())

  it('is listed with its error, and Retry sends it', async () => {
    const stamp = Date.now().toString(36)
    const jobId = `e2e-given-up-${stamp}`
    const mail = { idempotencyKey: jobId, subject: `Retried ${stamp}`, text: 'Sent by the Retry button.' }
    // A mail the app's worker gives up on at once (a bad address); fixed below, before the admin retries it.
    await queue.add(
      'send-mail',
      { ...mail, to: 'not an address' },
      { jobId, attempts: 1, removeOnComplete: true },
    )
    await waitFor('the mail to fail', async () => (await queue.getJob(jobId))?.isFailed())

    const admin = await createUser(e2e.db, { admin: true })
    const page = await e2e.browser.newPage()
    await signIn(page, baseURL, admin)
    await page.goto(`${baseURL}/dashboard`)
    await page.getByRole('tab', { name: "Developer's Playground" }).click()
    const row = page.getByRole('row').filter({ hasText: `#${jobId}` })
    await row.getByText('Invalid payload for job "send-mail".').waitFor()

    await (await queue.getJob(jobId))!.updateData({ ...mail, to: 'client@example.com' })
    await row.getByRole('button', { name: 'Retry' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Job ${jobId} is queued again.` })
      .waitFor()
    const sent = await waitFor('the retried mail', async () =>
      (await readOutbox(inject('mailOutboxDir'))).find((received) => received.subject === mail.subject),
    )
    expect(sent.text?.trim()).toBe(mail.text)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await row.waitFor({ state: 'detached' })
    await page.close()
  })
})
