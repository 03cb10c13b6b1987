import { useEffect, useState } from 'react'

/** Where a tool call's job stands (GET /api/tools/progress/:id); position 1 is next in line. */
export type JobProgress =
  { state: 'queued'; position: number } | { state: 'running'; step?: string } | { state: 'done' }

const pollEveryMs = 1_000

/** A fresh progress id for one tool call: 16 random bytes (128 bits) as base64url, so nobody can guess it. */
export function newProgressId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

const progressPath = (progressId: string) => `/api/tools/progress/${progressId}`

/**
 * Polls the progress of the call made under `progressId` while it is set (null: nothing to follow). A 404
 * is not an error: the job may not be in the queue yet, or the tool answered without one.
 */
export function useJobProgress(progressId: string | null) {
  // Kept with the id it belongs to, so a new call never shows the last one's state.
  const [latest, setLatest] = useState<{ progressId: string; progress: JobProgress } | null>(null)

  useEffect(() => {
    if (!progressId) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    async function poll() {
      try {
        const response = await fetch(progressPath(progressId!), { headers: { Accept: 'application/json' } })
        if (!stopped && response.ok)
          setLatest({ progressId: progressId!, progress: (await response.json()) as JobProgress })
      } catch {
        // The tool call itself reports a lost connection; the next poll tries again.
      }
      if (!stopped) timer = setTimeout(poll, pollEveryMs)
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [progressId])

  /** Asks the server to take the job out of the line; the tool call then answers with its cancel sentence. */
  async function cancel() {
    if (progressId) await fetch(progressPath(progressId), { method: 'DELETE' }).catch(() => undefined)
  }

  const progress = latest && latest.progressId === progressId ? latest.progress : null
  return { progress, cancel }
}
