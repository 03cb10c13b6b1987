import type { AppDeps } from '../deps.ts'
import { runToolJob } from '../tool-calls/tool-jobs.ts'
import { askUsageRepository } from './ask-usage.repository.ts'

export const askTimeoutMs = 15_000

/** The assistant's markdown answer to a question; every question and answer is kept. */
export async function askAssistant(
  { jobs, db }: Pick<AppDeps, 'jobs' | 'db'>,
  prompt: string,
  trackingKey?: string,
): Promise<string> {
  const { reply } = await runToolJob(jobs, 'ask', { prompt }, askTimeoutMs, trackingKey)
  await askUsageRepository.record(db, prompt, reply)
  return reply
}
