import { llmSettings } from '../platform/config/llm-settings.ts'
import { generateBusinessNames } from './business-names.ts'
import { generateTaglines } from './taglines.ts'
import type { AppDeps } from '../deps.ts'
import type { Vibe } from '../contract/tools.ts'
import { runToolJob } from '../tool-calls/tool-jobs.ts'
import { createRecentLists } from './recent-lists.ts'

export const namingTimeoutMs = 15_000

/**
 * Business names and taglines. Without a chat model the generator is fast and pure, so it runs right here;
 * with one, the call to the model is slow work and goes through the job queue.
 */
export function createNamingService({ env, jobs }: Pick<AppDeps, 'env' | 'jobs'>) {
  const recent = createRecentLists()
  const usesModel = llmSettings(env) !== undefined

  return {
    async businessNames(keywords: string, vibe: Vibe, trackingKey?: string): Promise<string[]> {
      if (usesModel) {
        const job = { keywords, vibe }
        return (await runToolJob(jobs, 'business-names', job, namingTimeoutMs, trackingKey)).names
      }
      const key = `${keywords.toLowerCase()}|${vibe}`
      const names = generateBusinessNames(keywords, vibe, { previous: recent.last(key) })
      recent.remember(key, names)
      return names
    },
    async taglines(industry: string, value: string, trackingKey?: string): Promise<string[]> {
      if (usesModel) {
        const job = { industry, value }
        return (await runToolJob(jobs, 'taglines', job, namingTimeoutMs, trackingKey)).taglines
      }
      const key = `${industry.toLowerCase()}|${value.toLowerCase()}`
      const taglines = generateTaglines(industry, value, { previous: recent.last(key) })
      recent.remember(key, taglines)
      return taglines
    },
  }
}
