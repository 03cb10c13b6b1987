import type { Env } from '../platform/config/env.ts'
import type { JobPayload, JobResult } from '../platform/jobs/job-contracts.ts'
import type { JobHandlers } from '../platform/jobs/job-queue.ts'
import type { Logger } from '../platform/logger.ts'
import { createKnowledgeBase } from './knowledge-base.ts'
import { studioSystemPrompt } from './studio-prompt.ts'
import { llmSettings } from '../platform/config/llm-settings.ts'
import { chatCompletion, llmUnavailableSentence } from './chat-client.ts'

let knowledgeBase: ReturnType<typeof createKnowledgeBase> | undefined

/** The assistant's job handler (the domain's .jobs.ts loads it for the worker). */
export function createAskProcessors(deps: { env: Env; logger: Logger }): Pick<JobHandlers, 'ask'> {
  return { ask: (payload) => answerQuestion(deps, payload) }
}

/** Answers a visitor's question with the configured chat model, or from the studio's knowledge base. */
async function answerQuestion(
  { env, logger }: { env: Env; logger: Logger },
  { prompt }: JobPayload<'ask'>,
): Promise<JobResult<'ask'>> {
  const llm = llmSettings(env)
  if (!llm) {
    knowledgeBase ??= createKnowledgeBase(env)
    return { ok: true, reply: knowledgeBase.answer(prompt).reply }
  }
  try {
    const reply = await chatCompletion(llm, [
      { role: 'system', content: studioSystemPrompt(env) },
      { role: 'user', content: prompt },
    ])
    return { ok: true, reply }
  } catch (error) {
    logger.warn({ err: error }, 'assistant chat call failed')
    return { ok: false, status: 502, error: llmUnavailableSentence }
  }
}
