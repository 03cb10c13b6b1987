import { transfer, wrap, type Remote } from 'comlink'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { Api } from '../worker/qr.worker'
import type { QrFiles, RenderRequest } from '../worker/render-qr'
import type { ScanCheck } from '../worker/scan-check'

/** A drawn preview; its files follow a few milliseconds later (null until then). */
export interface QrPreview {
  modules: number
  files: QrFiles | null
}

export type PreviewState =
  { status: 'empty' } | { status: 'ready'; qr: QrPreview } | { status: 'failed'; message: string }

export type ScanState = { result: 'pending' } | ScanCheck

/** The files and the scan check wait until typing pauses, so they never delay the next preview. */
const FILES_DELAY_MS = 250

/** Read by `npm run bench`: time from the input event to the preview drawn on the canvas. */
export const INPUT_TO_PREVIEW_MEASURE = 'qr-input-to-preview'

interface Job {
  request: Omit<RenderRequest, 'id'>
  /** When the oldest input this job answers happened (event.timeStamp). */
  inputAt: number
}

/**
 * Renders QR codes in a worker and draws them on `canvasRef`, copied onto `compactCanvasRef` (the small
 * preview beside the fields on a phone). Only the newest request matters: while a render runs, later
 * requests replace each other, so a burst of typing never builds a queue.
 */
export function useQrRenderer(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  compactCanvasRef: RefObject<HTMLCanvasElement | null>,
) {
  const apiRef = useRef<Remote<Api> | null>(null)
  const queue = useRef({ busy: false, pending: null as Job | null, nextId: 1, clearedBefore: 0 })
  const scanTimer = useRef<number | undefined>(undefined)
  const [preview, setPreview] = useState<PreviewState>({ status: 'empty' })
  const [scan, setScan] = useState<ScanState>({ result: 'pending' })

  // The worker exists only while the QR page is open; leaving the page terminates it mid-render.
  useEffect(() => {
    const worker = new Worker(new URL('../worker/qr.worker.ts', import.meta.url), { type: 'module' })
    apiRef.current = wrap<Api>(worker)
    queue.current.busy = false
    return () => {
      apiRef.current = null
      window.clearTimeout(scanTimer.current)
      worker.terminate()
    }
  }, [])

  /** True while render `id` is the newest thing asked for: its files and scan check still matter. */
  const isNewest = useCallback((id: number) => {
    const state = queue.current
    return state.pending === null && state.nextId - 1 === id && id >= state.clearedBefore
  }, [])

  /**
   * After the preview, once typing pauses: the print-size PNG and the SVG, then the scan check. Waiting
   * keeps the worker free for the next keystroke's preview (a 2048 px export takes a while).
   */
  const finishRender = useCallback(
    (api: Remote<Api>, id: number, modules: number) => {
      window.clearTimeout(scanTimer.current)
      scanTimer.current = window.setTimeout(async () => {
        const files = await api.exportFiles(id)
        if (!files || !isNewest(id)) return
        setPreview({ status: 'ready', qr: { modules, files } })
        const check = await api.checkScan(id)
        if (check && isNewest(id)) setScan(check)
      }, FILES_DELAY_MS)
    },
    [isNewest],
  )

  /** Sends the pending request, draws the answer, and repeats while newer requests have arrived. */
  const pump = useCallback(async () => {
    const state = queue.current
    const api = apiRef.current
    if (state.busy || !api) return
    state.busy = true
    while (state.pending && apiRef.current === api) {
      const job = state.pending
      state.pending = null
      const id = state.nextId++
      const reply = await api.render({ ...job.request, id })
      if (apiRef.current !== api || id < state.clearedBefore) continue
      if (reply.ok) {
        drawBitmap(canvasRef.current, reply.preview)
        copyCanvas(canvasRef.current, compactCanvasRef.current)
        performance.measure(INPUT_TO_PREVIEW_MEASURE, { start: job.inputAt, end: performance.now() })
        setPreview({ status: 'ready', qr: { modules: reply.modules, files: null } })
        if (state.pending === null) finishRender(api, id, reply.modules)
      } else {
        setPreview({ status: 'failed', message: reply.message })
      }
    }
    state.busy = false
  }, [canvasRef, compactCanvasRef, finishRender])

  const render = useCallback(
    (request: Job['request'], inputAt: number) => {
      const pending = queue.current.pending
      queue.current.pending = { request, inputAt: pending ? Math.min(pending.inputAt, inputAt) : inputAt }
      window.clearTimeout(scanTimer.current)
      setScan({ result: 'pending' })
      void pump()
    },
    [pump],
  )

  /**
   * What the worker draws changed outside a request (a new logo): answers still on their way are outdated,
   * so the scan check and the files wait for the next render instead of showing the old one's.
   */
  const invalidate = useCallback(() => {
    queue.current.clearedBefore = queue.current.nextId
    window.clearTimeout(scanTimer.current)
    setScan({ result: 'pending' })
    setPreview((current) =>
      current.status === 'ready' ? { status: 'ready', qr: { ...current.qr, files: null } } : current,
    )
  }, [])

  /** No valid input: forget queued work and any answer still on its way, and show the placeholder. */
  const clear = useCallback(() => {
    queue.current.pending = null
    invalidate()
    setPreview({ status: 'empty' })
  }, [invalidate])

  const setLogo = useCallback(async (bitmap: ImageBitmap | null) => {
    const api = apiRef.current
    if (!api) return
    await api.setLogo(bitmap ? transfer(bitmap, [bitmap]) : null)
  }, [])

  return { preview, scan, render, clear, invalidate, setLogo }
}

function drawBitmap(canvas: HTMLCanvasElement | null, bitmap: ImageBitmap) {
  if (!canvas) return bitmap.close()
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  // 'bitmaprenderer' takes the worker's bitmap as is: no copy, no re-encode.
  canvas.getContext('bitmaprenderer')!.transferFromImageBitmap(bitmap)
}

function copyCanvas(from: HTMLCanvasElement | null, to: HTMLCanvasElement | null) {
  if (!from || !to) return
  to.width = from.width
  to.height = from.height
  to.getContext('2d')!.drawImage(from, 0, 0)
}
