import { useState } from 'react'
import { toast } from '#app/common/ui/toast.ts'
import type { Endpoint, InputOf, ReplyOf } from '@studio/api/contract/endpoint'
import { progressIdHeader } from '@studio/api/contract/tools'
import { callApi, type ApiFailure } from '#app/api-client/api-client.ts'
import { failedOffline, failureSentence, offlineSentence } from '#app/api-client/failure-sentence.ts'
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
export function useToolCall<E extends Endpoint<unknown, unknown>>(tool: E, messages: ToolMessages) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [progressId, setProgressId] = useState<string | null>(null)
  const { progress, cancel } = useJobProgress(progressId)

  async function run(input: InputOf<E>): Promise<ReplyOf<E> | undefined> {
    setBusy(true)
    setError(null)
    const id = newProgressId()
    setProgressId(id)
    const result = await callApi(tool, input, { [progressIdHeader]: id })
    setProgressId(null)
    setBusy(false)
    if (result.ok) {
      toast.success(messages.success)
      return result.data
    }
    const sentence = toolFailureSentence(result, messages)
    setError(sentence)
    toast.error(sentence)
    return undefined
  }

  return { busy, error, run, progress, cancel }
}

const unreachable = 'Something went wrong. Try again later.'

function toolFailureSentence(failure: ApiFailure, messages: ToolMessages): string {
  if (failedOffline(failure)) return offlineSentence
  if (failure.problem === 'unreadable') return messages.unreadable ?? unreachable
  return failureSentence(failure, unreachable)
}
