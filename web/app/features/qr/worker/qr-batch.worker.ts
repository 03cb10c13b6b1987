import { expose } from 'comlink'
import type { BatchFormat } from '../shared/qr-batch'
import { DEFAULT_LOGO, type QrStyle } from '../shared/qr-settings'
import { drawQr, failedReply, qrSvg, type RenderRequest } from './render-qr'
import { checkScan } from './scan-check'

/** One batch code: its file, or the sentence saying why the row gets none. */
export type BatchCode = { ok: true; file: Blob } | { ok: false; message: string }

const canvas = new OffscreenCanvas(1, 1)
const { source: _noLogo, ...noLogo } = DEFAULT_LOGO

const api = {
  /**
   * Draws one code (no logo), reads its pixels back with jsQR, and only when that gives exactly `text`
   * encodes the file: a code that does not scan is reported, never shipped.
   */
  async makeCode(text: string, style: QrStyle, format: BatchFormat): Promise<BatchCode> {
    const request: RenderRequest = { id: 0, text, style, logo: noLogo }
    try {
      drawQr(canvas, request, null)
    } catch (error) {
      const reply = failedReply(request, error)
      return { ok: false, message: reply.ok ? 'The code could not be drawn.' : reply.message }
    }
    const check = checkScan(canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height), text)
    if (check.result !== 'exact')
      return {
        ok: false,
        message:
          check.result === 'unreadable'
            ? 'The scan check could not read the code.'
            : 'The scan check read different text from the code.',
      }
    if (format === 'png') return { ok: true, file: await canvas.convertToBlob({ type: 'image/png' }) }
    const svg = await qrSvg(text, style, canvas.width)
    return { ok: true, file: new Blob([svg], { type: 'image/svg+xml' }) }
  },
}

expose(api)

export type BatchApi = typeof api
