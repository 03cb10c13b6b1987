import type { Env } from './env.ts'

export interface LlmSettings {
  baseUrl: string
  apiKey?: string
  model: string
}

/**
 * The chat API to use, or undefined when none is configured (the tools then answer on their own). The API
 * reads it to choose between the local name generators and a queued model call; the worker to make the call.
 */
export function llmSettings(
  env: Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>,
): LlmSettings | undefined {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined
  return { baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
}
