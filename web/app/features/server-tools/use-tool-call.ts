import { useState } from 'react'
import { toast } from '../../toast/toast'
import { callTool, type ToolCall } from './call-tool'
import { newProgressId, useJobProgress } from './use-job-progress'

export interface ToolMessages {
  /** The success toast (each tool's, docs/product.md#tools). */
  success: string
  /** What to say when the answer is not JSON; the generic network sentence when absent. */
  unreadable?: string
}

/**
 * One server-side tool call from a form: `busy` while in flight (the button shows its progress label), and
 * the toasts of docs/product.md#server-tool-calls when it ends. A failure's sentence also stays in `error`
 * (shown beside the form by <ToolError>) until the next call, since a toast is gone after 3 s. Resolves with
 * the data, or undefined when it failed. While in flight, `progress` follows the call's job (shown by
 * <JobStatus>) and `cancel` takes it out of the line.
 */
export function useToolCall<Data>(path: string, messages: ToolMessages) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [progressId, setProgressId] = useState<string | null>(null)
  const { progress, cancel } = useJobProgress(progressId)

  async function run(body: unknown): Promise<Data | undefined> {
    setBusy(true)
    setError(null)
    const id = newProgressId()
    setProgressId(id)
    const result = await callTool<Data>(path, body, { 'X-Request-Progress-Id': id })
    setProgressId(null)
    setBusy(false)
    if (result.kind === 'ok') {
      toast.success(messages.success)
      return result.data
    }
    const sentence = failureSentence(result, messages)
    setError(sentence)
    toast.error(sentence)
    return undefined
  }

  return { busy, error, run, progress, cancel }
}

function failureSentence(result: Exclude<ToolCall<unknown>, { kind: 'ok' }>, messages: ToolMessages): string {
  if (result.kind === 'error') return result.message
  if (result.kind === 'unreadable' && messages.unreadable) return messages.unreadable
  return 'Something went wrong. Try again later.'
}
