import QRCode from 'qrcode'
import { parseHexColour } from '../shared/colour-contrast'
import { logoLayout } from '../shared/logo-layout'
import { modulePixels } from '../shared/module-pixels'
import { roundedModulesPath, roundedQrSvg } from '../shared/rounded-modules'
import { renderFailureMessage } from '../shared/render-failure'
import { MARGIN_RANGE, SCALE_RANGE, clampToRange, type LogoStyle, type QrStyle } from '../shared/qr-settings'

export interface RenderRequest {
  /** Increases with every request, so late answers can be told from current ones. */
  id: number
  text: string
  style: QrStyle
  logo: Omit<LogoStyle, 'source'>
}

export interface RenderedPreview {
  ok: true
  id: number
  /** The picture, ready for a 'bitmaprenderer' canvas (transferred, not copied). */
  preview: ImageBitmap
  /** Modules per side, without the margin (21 for version 1, 177 for version 40). */
  modules: number
}

export type PreviewReply = RenderedPreview | { ok: false; id: number; message: string }

/**
 * The downloadable files of one render. The SVG has no logo: it stays a plain vector export
 * (docs/product.md#qr-code-generator).
 */
export interface QrFiles {
  png: Blob
  pngDataUrl: string
  svg: string
}

function encoderOptions(style: QrStyle) {
  return {
    errorCorrectionLevel: style.errorLevel,
    margin: Math.round(clampToRange(style.margin, MARGIN_RANGE, 2)),
    scale: Math.round(clampToRange(style.scale, SCALE_RANGE, 8)),
    color: { dark: style.darkColor, light: style.lightColor },
  }
}

/**
 * Draws the QR code (and the logo, when there is one) on `canvas` and returns the modules per side.
 * This is all the preview needs; reading pixels back and encoding files happen later, in `encodeFiles`.
 */
export function drawQr(canvas: OffscreenCanvas, request: RenderRequest, logo: ImageBitmap | null): number {
  const options = encoderOptions(request.style)
  const dark = parseHexColour(options.color.dark)
  const light = parseHexColour(options.color.light)
  if (!dark || !light) throw new Error('Unreadable colour')
  // qrcode encodes (versions 1-40, throwing when the data does not fit); the pixels are painted here.
  const { modules } = QRCode.create(request.text, { errorCorrectionLevel: options.errorCorrectionLevel })
  const imageSize = (modules.size + 2 * options.margin) * options.scale
  if (canvas.width !== imageSize) canvas.width = canvas.height = imageSize
  const context = canvas.getContext('2d')!
  if (request.style.moduleShape === 'rounded') drawRoundedModules(context, modules, options)
  else drawSquareModules(context, modulePixels(modules, options.margin, dark, light), imageSize)
  if (logo) drawLogo(context, imageSize, logo, request)
  return modules.size
}

type EncoderOptions = ReturnType<typeof encoderOptions>

/** Scales the one-pixel-per-module image up without smoothing: crisp squares, as qrcode draws them. */
function drawSquareModules(
  context: OffscreenCanvasRenderingContext2D,
  { side, rgba }: ReturnType<typeof modulePixels>,
  imageSize: number,
) {
  const unscaled = new OffscreenCanvas(side, side)
  unscaled.getContext('2d')!.putImageData(new ImageData(rgba, side, side), 0, 0)
  context.imageSmoothingEnabled = false
  context.drawImage(unscaled, 0, 0, imageSize, imageSize)
}

/** Fills the rounded outlines, one unit per module scaled up, so the arcs are drawn smooth at any scale. */
function drawRoundedModules(
  context: OffscreenCanvasRenderingContext2D,
  modules: QRCode.BitMatrix,
  { margin, scale, color }: EncoderOptions,
) {
  context.fillStyle = color.light
  context.fillRect(0, 0, context.canvas.width, context.canvas.height)
  context.setTransform(scale, 0, 0, scale, 0, 0)
  context.fillStyle = color.dark
  context.fill(new Path2D(roundedModulesPath(modules, margin)))
  context.resetTransform()
}

/** The SVG file of `text` in `style`, `width` pixels wide (without a logo). */
export async function qrSvg(text: string, style: QrStyle, width: number): Promise<string> {
  const options = encoderOptions(style)
  if (style.moduleShape === 'square') return QRCode.toString(text, { ...options, type: 'svg', width })
  const { modules } = QRCode.create(text, { errorCorrectionLevel: options.errorCorrectionLevel })
  return roundedQrSvg(modules, options.margin, width, options.color)
}

export function failedReply(request: RenderRequest, error: unknown): PreviewReply {
  return { ok: false, id: request.id, message: renderFailureMessage(error, request.style.errorLevel) }
}

/**
 * Draws the same code again on `canvas` and returns its pixels (for the scan check) and its files: the
 * PNG (logo included), its data URL, and the SVG of the same code.
 */
export async function encodeFiles(canvas: OffscreenCanvas, request: RenderRequest, logo: ImageBitmap | null) {
  drawQr(canvas, request, logo)
  const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
  const png = await canvas.convertToBlob({ type: 'image/png' })
  const [pngDataUrl, svg] = await Promise.all([
    readAsDataUrl(png),
    qrSvg(request.text, request.style, canvas.width),
  ])
  return { pixels, files: { png, pngDataUrl, svg } satisfies QrFiles }
}

function drawLogo(
  context: OffscreenCanvasRenderingContext2D,
  imageSize: number,
  logo: ImageBitmap,
  { logo: style, style: colours }: RenderRequest,
) {
  const layout = logoLayout(imageSize, logo.width / logo.height, style)
  if (layout.badge) {
    const { x, y, width, height, cornerRadius } = layout.badge
    context.fillStyle = colours.lightColor
    context.beginPath()
    context.roundRect(x, y, width, height, cornerRadius)
    context.fill()
  }
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(logo, layout.logo.x, layout.logo.y, layout.logo.width, layout.logo.height)
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}
