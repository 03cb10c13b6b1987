// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { renderInDom } from '#app/common/testing/render-in-dom.tsx'
import type { ImageSettings } from '../shared/settings'
import { reencodeDelayMs, useConversionBatch, type ConvertFile } from './use-conversion-batch'

// The worker cannot run under happy-dom: each file "converts" at once to a one-byte image of its settings.
const converted: { name: string; type: string }[] = []
const convertFile: ConvertFile = (file: File, settings: ImageSettings) => {
  converted.push({ name: file.name, type: settings.type })
  return Promise.resolve({ bytes: new ArrayBuffer(1), width: 1, height: 1 })
}

type Batch = ReturnType<typeof useConversionBatch>
let batch: Batch
const keep = (rendered: Batch) => (batch = rendered)
function Harness({ onRender }: { onRender: (rendered: Batch) => void }) {
  onRender(useConversionBatch(convertFile))
  return null
}

const photo = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' })

beforeEach(() => {
  vi.useFakeTimers()
  converted.length = 0
  localStorage.clear()
})
afterEach(() => vi.useRealTimers())

it('re-encodes a file added while a settings change waits, with the files already in the batch', async () => {
  renderInDom(<Harness onRender={keep} />)
  act(() => batch.add([photo('first.png')]))
  await act(async () => batch.convert())
  expect(converted).toEqual([{ name: 'first.png', type: 'image/png' }])

  act(() => batch.changeSettings({ type: 'image/webp' }))
  act(() => batch.add([photo('second.png')]))
  await act(async () => vi.advanceTimersByTime(reencodeDelayMs))

  expect(converted.slice(1)).toEqual([
    { name: 'first.png', type: 'image/webp' },
    { name: 'second.png', type: 'image/webp' },
  ])
  expect(batch.items.map((item) => [item.file.name, item.outcome.kind])).toEqual([
    ['first.png', 'converted'],
    ['second.png', 'converted'],
  ])
})
