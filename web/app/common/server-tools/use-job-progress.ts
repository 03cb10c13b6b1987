import { useEffect, useState } from 'react'
import * as toolsApi from '@studio/api/contract/tools'
import type { JobProgress } from '@studio/api/contract/tools'
import { callApi } from '#app/api-client/api-client.ts'

const pollEveryMs = 1_000

/** A fresh progress id for one tool call: 16 random bytes (128 bits) as base64url, so nobody can guess it. */
export function newProgressId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/**
 * Polls the progress of the call made under `progressId` while it is set (null: nothing to follow). The
 * first poll waits one interval: asked at once, it would race the call it follows and find no job yet (a
 * 404 the browser logs as an error), and a call that answers within a second has nothing to show. A 404
 * is still not an error: the tool may answer without a job.
 */
export function useJobProgress(progressId: string | null) {
  // Kept with the id it belongs to, so a new call never shows the last one's state.
  const [latest, setLatest] = useState<{ progressId: string; progress: JobProgress } | null>(null)

  useEffect(() => {
    if (!progressId) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    async function poll() {
      // A failure is not shown: the tool call itself reports a lost connection; the next poll tries again.
      const reply = await callApi(toolsApi.progress, { id: progressId! })
      if (!stopped && reply.ok) setLatest({ progressId: progressId!, progress: reply.data })
      if (!stopped) timer = setTimeout(poll, pollEveryMs)
    }
    timer = setTimeout(poll, pollEveryMs)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [progressId])

  /** Asks the server to take the job out of the line; the tool call then answers with its cancel sentence. */
  async function cancel() {
    if (progressId) await callApi(toolsApi.cancelProgress, { id: progressId })
  }

  const progress = latest && latest.progressId === progressId ? latest.progress : null
  return { progress, cancel }
}
