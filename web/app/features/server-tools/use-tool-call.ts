import { useState } from 'react'
import { toast } from '../../toast/toast'
import { callTool } from './call-tool'

export interface ToolMessages {
  /** The success toast (spec section 8). */
  success: string
  /** What to say when the answer is not JSON; the generic network sentence when absent. */
  unreadable?: string
}

/**
 * One server-side tool call from a form: `busy` while in flight (the button shows its progress label), and
 * the spec's toasts when it ends. Resolves with the data, or undefined when it failed.
 */
export function useToolCall<Data>(path: string, messages: ToolMessages) {
  const [busy, setBusy] = useState(false)

  async function run(body: unknown): Promise<Data | undefined> {
    setBusy(true)
    const result = await callTool<Data>(path, body)
    setBusy(false)
    if (result.kind === 'ok') {
      toast.success(messages.success)
      return result.data
    }
    if (result.kind === 'error') toast.error(result.message)
    else if (result.kind === 'unreadable' && messages.unreadable) toast.error(messages.unreadable)
    else toast.error('Something went wrong. Try again later.')
    return undefined
  }

  return { busy, run }
}
