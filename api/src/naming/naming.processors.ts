import type { Env } from '../platform/config/env.ts'
import type { JobPayload, JobResult } from '../platform/jobs/job-contracts.ts'
import type { JobHandlers } from '../platform/jobs/job-queue.ts'
import type { Logger } from '../platform/logger.ts'
import { llmSettings } from '../platform/config/llm-settings.ts'
import { chatCompletion, listLines, llmUnavailableSentence } from '../ask/chat-client.ts'
import { businessNameCount, generateBusinessNames } from './business-names.ts'
import { generateTaglines, taglineCount } from './taglines.ts'

interface NamingDeps {
  env: Env
  logger: Logger
}

/** The naming jobs' handlers (the domain's .jobs.ts loads it for the worker). */
export function createNamingProcessors(deps: NamingDeps): Pick<JobHandlers, 'business-names' | 'taglines'> {
  return {
    'business-names': (payload) => suggestBusinessNames(deps, payload),
    taglines: (payload) => suggestTaglines(deps, payload),
  }
}

/** Business names from the chat model, topped up by the local generator if the model lists too few. */
async function suggestBusinessNames(
  deps: NamingDeps,
  { keywords, vibe }: JobPayload<'business-names'>,
): Promise<JobResult<'business-names'>> {
  const local = () => generateBusinessNames(keywords, vibe)
  const lines = await askForList(
    deps,
    `You brainstorm business names for small businesses. Reply with ${businessNameCount} distinct business names with a ${vibe} vibe, one per line, no numbering, no commentary.`,
    `Keywords: ${keywords}`,
  )
  return lines.ok ? { ok: true, names: topUp(lines.items, local, businessNameCount) } : lines
}

/** Taglines from the chat model, topped up by the local generator if the model lists too few. */
async function suggestTaglines(
  deps: NamingDeps,
  { industry, value }: JobPayload<'taglines'>,
): Promise<JobResult<'taglines'>> {
  const local = () => generateTaglines(industry, value)
  const lines = await askForList(
    deps,
    `You write short marketing taglines for small businesses. Reply with ${taglineCount} distinct taglines, one per line, no numbering, no commentary.`,
    `Industry: ${industry}\nValue proposition: ${value}`,
  )
  return lines.ok ? { ok: true, taglines: topUp(lines.items, local, taglineCount) } : lines
}

/** The model's list; empty when no model is configured (the worker's settings may differ from the API's). */
async function askForList({ env, logger }: NamingDeps, system: string, user: string) {
  const llm = llmSettings(env)
  if (!llm) return { ok: true as const, items: [] }
  try {
    const answer = await chatCompletion(llm, [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ])
    return { ok: true as const, items: listLines(answer) }
  } catch (error) {
    logger.warn({ err: error }, 'naming chat call failed')
    return { ok: false as const, status: 502 as const, error: llmUnavailableSentence }
  }
}

function topUp(items: string[], local: () => string[], count: number): string[] {
  const unique = [...new Set(items)]
  return unique.length >= count
    ? unique.slice(0, count)
    : [...new Set([...unique, ...local()])].slice(0, count)
}
