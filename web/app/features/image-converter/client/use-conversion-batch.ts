import { useCallback, useEffect, useRef, useState } from 'react'
import { imageConverterMessages as messages } from '../shared/messages'
import { downloadName, isImageFile } from '../shared/output-formats'
import type { ImageSettings } from '../shared/settings'
import type { EncodedImage } from '../shared/worker-protocol'
import { UndecodableImageError } from './convert-image'
import { useImageSettings } from './use-image-settings'

export type Outcome =
  | { kind: 'chosen' }
  | { kind: 'waiting' }
  | { kind: 'converted'; blob: Blob; url: string; name: string; width: number; height: number }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' }

export interface Item {
  key: string
  file: File
  previewUrl: string
  outcome: Outcome
}

/** Converts one file with the given settings; aborting `signal` stops it. */
export type ConvertFile = (file: File, settings: ImageSettings, signal: AbortSignal) => Promise<EncodedImage>

/** A settings change re-encodes the batch once the visitor stops moving the slider or typing for this long. */
export const reencodeDelayMs = 400

/**
 * The converter's batch: the chosen files, each one's outcome, and the settings they are converted with.
 * After the first Convert, a settings change re-encodes every file in the batch by itself.
 */
export function useConversionBatch(convertFile: ConvertFile) {
  const [settings, updateSettings] = useImageSettings()
  const [items, setItems] = useState<Item[]>([])
  // The batch as last rendered, for the delayed re-encode: files added during the delay join it.
  const latestItems = useRef(items)
  useEffect(() => {
    latestItems.current = items
  }, [items])
  const [problem, setProblem] = useState('')
  const [batchCancelled, setBatchCancelled] = useState(false)
  // One controller per file of the current batch: aborting it stops that file's worker.
  const controllers = useRef(new Map<string, AbortController>())
  // After the first Convert, format, quality and size changes re-encode the chosen files by themselves.
  const [reencode, setReencode] = useState(false)
  // The download URLs of the current batch, revoked together when it is replaced or the page goes away.
  const resultUrls = useRef<string[]>([])
  const reencodeTimer = useRef(0)

  const stopBatch = useCallback(() => {
    window.clearTimeout(reencodeTimer.current)
    controllers.current.forEach((controller) => controller.abort())
    controllers.current.clear()
    resultUrls.current.forEach((url) => URL.revokeObjectURL(url))
    resultUrls.current = []
  }, [])
  // The originals' preview URLs, revoked when the page goes away (not when an outcome changes).
  const previewUrls = useRef<string[]>([])
  useEffect(
    () => () => {
      stopBatch()
      previewUrls.current.forEach((url) => URL.revokeObjectURL(url))
    },
    [stopBatch],
  )

  const setOutcome = (key: string, outcome: Outcome) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, outcome } : item)))

  // Each chosen file's key, unique for the page's life, so files added later never collide.
  const nextKey = useRef(0)
  /** Files chosen, dropped or pasted join the batch; files that are not images are refused, saying so. */
  const add = useCallback((files: File[]) => {
    if (files.length === 0) return
    const images = files.filter(isImageFile)
    setProblem(images.length === files.length ? '' : messages.notAnImage)
    const added = images.map((file): Item => {
      const previewUrl = URL.createObjectURL(file)
      previewUrls.current.push(previewUrl)
      return { key: String(nextKey.current++), file, previewUrl, outcome: { kind: 'chosen' } }
    })
    setItems((current) => [...current, ...added])
  }, [])

  function remove(removed: Item) {
    controllers.current.get(removed.key)?.abort()
    controllers.current.delete(removed.key)
    URL.revokeObjectURL(removed.previewUrl)
    if (removed.outcome.kind === 'converted') URL.revokeObjectURL(removed.outcome.url)
    setItems((current) => current.filter((item) => item.key !== removed.key))
  }

  async function convertOne(item: Item, options: ImageSettings, signal: AbortSignal) {
    try {
      const image = await convertFile(item.file, options, signal)
      if (signal.aborted) return
      const blob = new Blob([image.bytes], { type: options.type })
      const url = URL.createObjectURL(blob)
      resultUrls.current.push(url)
      const name = downloadName(item.file.name, options.type)
      setOutcome(item.key, { kind: 'converted', blob, url, name, width: image.width, height: image.height })
    } catch (error) {
      if (signal.aborted) return
      const message =
        error instanceof UndecodableImageError ? messages.cannotDecode(item.file.name) : messages.failed
      setOutcome(item.key, { kind: 'failed', message })
    }
  }

  function convertAll(chosen: Item[], options: ImageSettings) {
    stopBatch()
    setBatchCancelled(false)
    setReencode(true)
    setItems(chosen.map((item) => ({ ...item, outcome: { kind: 'waiting' } })))
    for (const item of chosen) {
      const controller = new AbortController()
      controllers.current.set(item.key, controller)
      void convertOne(item, options, controller.signal)
    }
  }

  // A settings change after a conversion: the results are stale at once, the new ones follow shortly.
  function changeSettings(patch: Partial<ImageSettings>) {
    const next = updateSettings(patch)
    if (!reencode) return
    stopBatch()
    setItems((current) => current.map((item) => ({ ...item, outcome: { kind: 'waiting' } })))
    reencodeTimer.current = window.setTimeout(() => convertAll(latestItems.current, next), reencodeDelayMs)
  }

  function convert() {
    if (items.length === 0) {
      setProblem(messages.noFile)
      return
    }
    setProblem('')
    convertAll(items, settings)
  }

  function cancelOne(key: string) {
    controllers.current.get(key)?.abort()
    controllers.current.delete(key)
    setOutcome(key, { kind: 'cancelled' })
  }

  function cancelAll() {
    stopBatch()
    setReencode(false)
    setBatchCancelled(true)
    setItems((current) =>
      current.map((item) =>
        item.outcome.kind === 'waiting' ? { ...item, outcome: { kind: 'cancelled' } } : item,
      ),
    )
  }

  return {
    settings,
    changeSettings,
    items,
    problem,
    batchCancelled,
    add,
    remove,
    convert,
    cancelOne,
    cancelAll,
  }
}
