import { expose, transfer } from 'comlink'
import {
  drawQr,
  encodeFiles,
  failedReply,
  logoDataUrl,
  type PreviewReply,
  type QrFiles,
  type RenderRequest,
} from './render-qr'
import type { ScanCheck } from './scan-check'

// The preview canvas is reused for every render; files are encoded on a second one, so a new preview
// can be drawn while the previous PNG is still being encoded.
const previewCanvas = new OffscreenCanvas(1, 1)
const fileCanvas = new OffscreenCanvas(1, 1)
let logo: ImageBitmap | null = null
/** The logo as a PNG data URL for the SVG file, made once per logo on first export. */
let logoUrl: Promise<string> | null = null
/** The newest successful render (its pixels once exported): older ones are refused. */
let latest: { request: RenderRequest; pixels: ImageData | null } | null = null

const api = {
  setLogo(bitmap: ImageBitmap | null): void {
    logo?.close()
    logo = bitmap
    logoUrl = null
  },

  /** Draws the preview; the page asks for the files next, once no newer input is waiting. */
  render(request: RenderRequest): PreviewReply {
    try {
      const modules = drawQr(previewCanvas, request, logo)
      latest = { request, pixels: null }
      const preview = previewCanvas.transferToImageBitmap()
      return transfer({ ok: true as const, id: request.id, preview, modules }, [preview])
    } catch (error) {
      latest = null
      return failedReply(request, error)
    }
  },

  /** The PNG, its data URL and the SVG of render `id`; null when a newer render has replaced it. */
  async exportFiles(id: number): Promise<QrFiles | null> {
    const current = latest
    if (current?.request.id !== id) return null
    const bitmap = logo
    if (bitmap) logoUrl ??= logoDataUrl(bitmap)
    const withLogo = bitmap && { bitmap, dataUrl: await logoUrl! }
    // A newer render or logo may have come while the logo's data URL was made.
    if (latest?.request.id !== id || logo !== bitmap) return null
    const { pixels, files } = await encodeFiles(fileCanvas, current.request, withLogo)
    current.pixels = pixels
    return files
  },

  /** Scan-checks the exported PNG of render `id`; null when a newer render has replaced it. */
  async checkScan(id: number): Promise<ScanCheck | null> {
    if (latest?.request.id !== id || !latest.pixels) return null
    const { request, pixels } = latest
    // jsQR is loaded on first use, keeping the worker's start (and the first preview) fast.
    const { checkScan } = await import('./scan-check')
    return checkScan(pixels, request.text)
  },
}

expose(api)

export type Api = typeof api
