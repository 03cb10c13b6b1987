import type { Env } from '@studio/api/platform/config/env'
import type { JobPayload, JobResult } from '@studio/api/platform/jobs/job-contracts'
import type { Logger } from '@studio/api/platform/logger'
import { createKnowledgeBase } from './knowledge-base.ts'
import { studioSystemPrompt } from './studio-prompt.ts'
import { llmSettings } from '@studio/api/platform/config/llm-settings'
import { chatCompletion, llmUnavailableSentence } from '../llm/chat-client.ts'

let knowledgeBase: ReturnType<typeof createKnowledgeBase> | undefined

/** Answers a visitor's question with the configured chat model, or from the studio's knowledge base. */
export async function answerQuestion(
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
