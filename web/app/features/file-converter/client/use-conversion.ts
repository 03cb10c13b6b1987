import { proxy } from 'comlink'
import { useEffect, useRef, useState } from 'react'
import { useLazyWorker } from '#app/common/workers/lazy-worker.ts'
import { fileConverterMessages as messages } from '../shared/messages'
import type { Api, ConvertedFile, ConvertJob } from '../worker/file-convert.worker'
import { convertInParts } from './convert-in-parts'

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'converting'; progress: number }
  | { kind: 'converted'; result: ConvertedFile; url: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }

export interface Conversion {
  outcome: Outcome
  /** Converts in the workers; an empty text fails at once. */
  convert(job: ConvertJob): Promise<void>
  /** Stops the workers at once. */
  cancel(): void
  /** The input changed: the result goes, and a reply still to come for it is dropped. */
  clear(): void
  /** A failure found on the page, before any conversion. */
  fail(message: string): void
  /** Starts both workers now, so their start-up is not part of the conversion that needs them. */
  startWorkers(): void
}

function createWorker() {
  return new Worker(new URL('../worker/file-convert.worker.ts', import.meta.url), { type: 'module' })
}

/**
 * The sentence for a failure (docs/product.md#conversions): ours as they are, anything unexpected as the
 * fallback.
 */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.name === 'ConversionError' ? error.message : messages.fallback
}

/** A conversion in the page's workers, and its outcome: progress, the converted file (with its download URL), or why not. */
export function useConversion(): Conversion {
  const worker = useLazyWorker<Api>(createWorker)
  // The second core's worker, for large CSV and TSV files converted to JSON (see convertInParts).
  const helper = useLazyWorker<Api>(createWorker)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  // Each conversion gets a number; a reply for an older one (edited or cancelled since) is dropped.
  const latestJob = useRef(0)

  // The download's object URL lives as long as the result it belongs to.
  const url = outcome.kind === 'converted' ? outcome.url : null
  useEffect(() => {
    if (url) return () => URL.revokeObjectURL(url)
  }, [url])

  async function convert(job: ConvertJob) {
    if (typeof job.input === 'string' && job.input.trim() === '') {
      setOutcome({ kind: 'failed', message: messages.emptyContent })
      return
    }
    const current = ++latestJob.current
    const isCurrent = () => latestJob.current === current
    setOutcome({ kind: 'converting', progress: 0 })
    // Progress reports travel on their own channel, so the last one can arrive after the result: it may
    // only move the bar of a conversion still running, never turn a finished one back into "Converting".
    const onProgress = proxy((progress: number) => {
      if (isCurrent()) {
        setOutcome((current) => (current.kind === 'converting' ? { kind: 'converting', progress } : current))
      }
    })
    try {
      const { input } = job
      const inParts =
        typeof input !== 'string' && job.target === 'json'
          ? await convertInParts(worker, helper, { ...job, input }, onProgress)
          : null
      const result = inParts ?? (await worker.run((api) => api.convert(job, onProgress)))
      if (isCurrent()) setOutcome({ kind: 'converted', result, url: URL.createObjectURL(result.blob) })
    } catch (error) {
      if (isCurrent()) setOutcome({ kind: 'failed', message: failureMessage(error) })
    }
  }

  return {
    outcome,
    convert,
    cancel() {
      worker.terminate()
      helper.terminate()
      latestJob.current++
      setOutcome({ kind: 'cancelled' })
    },
    clear() {
      latestJob.current++
      setOutcome({ kind: 'idle' })
    },
    fail: (message) => setOutcome({ kind: 'failed', message }),
    startWorkers() {
      // One that fails to start fails the conversion that needs it, with its message.
      for (const lazy of [worker, helper]) lazy.run((api) => api.ready()).catch(() => undefined)
    },
  }
}
