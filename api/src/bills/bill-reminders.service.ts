import type { Env } from '../platform/config/env.ts'
import { inTransaction, type Db } from '../platform/db/pool.ts'
import { jobId } from '../platform/jobs/job-contracts.ts'
import { addToOutbox } from '../mail/outbox.ts'
import type { Logger } from '../platform/logger.ts'
import { usersRepository } from '../accounts/users.repository.ts'
import { addDays, todayInNewYork } from './bill-dates.ts'
import { billReminderMail } from './bill-reminder-mail.ts'
import { billRemindersRepository, type NewReminder } from './bill-reminders.repository.ts'

/** The digests go out at this hour of the New York morning (worker schedule and in-process alike). */
export const reminderHourInNewYork = 8

/** "Due soon" means due from today through this many days ahead (New York dates). */
const reminderDaysAhead = 3

/**
 * The daily bill reminders: records which bills each account is newly to hear of and, in the same
 * transaction, puts one digest mail per account into the outbox. A second run the same day finds nothing
 * new and sends nothing; a digest's mail key is its first reminder's id, so the relay and the mail handler
 * send it once.
 */
export async function queueBillReminders(deps: {
  db: Db
  env: Env
  logger: Logger
  now: () => Date
}): Promise<{ digests: number; bills: number }> {
  const today = todayInNewYork(deps.now())
  const checklistUrl = new URL('bcl', deps.env.PUBLIC_URL.replace(/\/?$/, '/')).toString()
  const result = await inTransaction(deps.db, async (client) => {
    const reminders = await billRemindersRepository.recordNew(
      client,
      today,
      addDays(today, reminderDaysAhead),
    )
    const digests = byAccount(reminders)
    for (const bills of digests) {
      const { id, email, username } = bills[0]!
      const mail = billReminderMail({ siteName: deps.env.SITE_NAME, checklistUrl }, username, bills)
      const key = jobId('bill-reminders', id)
      await addToOutbox(client, 'send-mail', { idempotencyKey: key, to: email, ...mail }, key)
    }
    return { digests: digests.length, bills: reminders.length }
  })
  if (result.digests > 0) deps.logger.info(result, 'bill reminder digests queued')
  return result
}

/** The reminders (sorted by account) split into one list per account. */
function byAccount(reminders: NewReminder[]): NewReminder[][] {
  const lists: NewReminder[][] = []
  for (const reminder of reminders) {
    const last = lists.at(-1)
    if (last?.[0]?.userId === reminder.userId) last.push(reminder)
    else lists.push([reminder])
  }
  return lists
}

export function billRemindersEnabled({ db }: { db: Db }, userId: number): Promise<boolean> {
  return usersRepository.billRemindersEnabled(db, userId)
}

export function setBillReminders({ db }: { db: Db }, userId: number, enabled: boolean): Promise<void> {
  return usersRepository.setBillReminders(db, userId, enabled)
}
