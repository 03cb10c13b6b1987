import type { LlmSettings } from '../platform/config/llm-settings.ts'

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export class LlmError extends Error {
  override name = 'LlmError'
}

/** One OpenAI-compatible chat completion: POST {base}/chat/completions, the first choice's text. */
export async function chatCompletion(
  settings: LlmSettings,
  messages: ChatMessage[],
  { timeoutMs = 12_000, maxTokens = 800 }: { timeoutMs?: number; maxTokens?: number } = {},
): Promise<string> {
  let response: Response
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, max_tokens: maxTokens, temperature: 0.8 }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new LlmError(`chat API unreachable: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok) throw new LlmError(`chat API answered ${response.status}`)
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[]
  } | null
  const content = body?.choices?.[0]?.message?.content
  if (typeof content !== 'string' || !content.trim()) throw new LlmError('chat API sent no answer')
  return content.trim()
}

/** A numbered or bulleted list in a chat answer, as plain lines: intros, numbering and quotes removed. */
export function listLines(answer: string): string[] {
  return answer
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^(\d+[.)]|[-*•])\s+/, '')
        .replace(/^\*\*(.*)\*\*$/, '$1')
        .replace(/^["“'](.*)["”']$/, '$1')
        .trim(),
    )
    .filter((line) => line && !line.endsWith(':'))
}

export const llmUnavailableSentence = 'The AI service did not answer. Please try again in a minute.'
