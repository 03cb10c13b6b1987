import QRCode from 'qrcode'
import { parseHexColour } from '../shared/colour-contrast'
import { logoLayout, svgLogoElements } from '../shared/logo-layout'
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

/** The downloadable files of one render: the PNG at the chosen size and the SVG, both with the logo. */
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
 * Draws the QR code (and the logo, when there is one) on `canvas` and returns the modules per side: at
 * `scale` pixels per module, or `imageSize` pixels square when given (the PNG download).
 * This is all the preview needs; reading pixels back and encoding files happen later, in `encodeFiles`.
 */
export function drawQr(
  canvas: OffscreenCanvas,
  request: RenderRequest,
  logo: ImageBitmap | null,
  imageSize?: number,
): number {
  const options = encoderOptions(request.style)
  const dark = parseHexColour(options.color.dark)
  const light = parseHexColour(options.color.light)
  if (!dark || !light) throw new Error('Unreadable colour')
  // qrcode encodes (versions 1-40, throwing when the data does not fit); the pixels are painted here.
  const { modules } = QRCode.create(request.text, { errorCorrectionLevel: options.errorCorrectionLevel })
  const side = modules.size + 2 * options.margin
  const size = imageSize ?? side * options.scale
  if (canvas.width !== size) canvas.width = canvas.height = size
  const context = canvas.getContext('2d')!
  if (request.style.moduleShape === 'rounded') drawRoundedModules(context, modules, options, size / side)
  else drawSquareModules(context, modulePixels(modules, options.margin, dark, light), size)
  if (logo) drawLogo(context, size, logo, request)
  return modules.size
}

type EncoderOptions = ReturnType<typeof encoderOptions>

/**
 * Scales the one-pixel-per-module image up without smoothing: crisp squares, as qrcode draws them (at a
 * size that is not a whole multiple, some modules are a pixel wider than others, which readers ignore).
 */
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
  { margin, color }: EncoderOptions,
  scale: number,
) {
  context.fillStyle = color.light
  context.fillRect(0, 0, context.canvas.width, context.canvas.height)
  context.setTransform(scale, 0, 0, scale, 0, 0)
  context.fillStyle = color.dark
  context.fill(new Path2D(roundedModulesPath(modules, margin)))
  context.resetTransform()
}

/** The SVG file of `text` in `style`, `width` pixels wide (without a logo; `encodeFiles` adds it). */
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
 * Draws the same code again on `canvas` at the PNG size and returns its pixels (for the scan check) and
 * its files: the PNG (logo included), its data URL, and the SVG of the same code with the same logo.
 */
export async function encodeFiles(
  canvas: OffscreenCanvas,
  request: RenderRequest,
  logo: { bitmap: ImageBitmap; dataUrl: string } | null,
) {
  const modules = drawQr(canvas, request, logo?.bitmap ?? null, request.style.pngSize)
  const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
  const png = await canvas.convertToBlob({ type: 'image/png' })
  const [pngDataUrl, plainSvg] = await Promise.all([
    readAsDataUrl(png),
    qrSvg(request.text, request.style, canvas.width),
  ])
  const svg = logo ? svgWithLogo(plainSvg, modules, request, logo) : plainSvg
  return { pixels, files: { png, pngDataUrl, svg } satisfies QrFiles }
}

/** The logo as a PNG data URL, for the SVG file to carry inside it. */
export async function logoDataUrl(logo: ImageBitmap): Promise<string> {
  const canvas = new OffscreenCanvas(logo.width, logo.height)
  canvas.getContext('2d')!.drawImage(logo, 0, 0)
  return readAsDataUrl(await canvas.convertToBlob({ type: 'image/png' }))
}

/** The SVG with the badge and logo added on top, laid out as on the PNG, in the SVG's module units. */
function svgWithLogo(
  svg: string,
  modules: number,
  request: RenderRequest,
  logo: { bitmap: ImageBitmap; dataUrl: string },
): string {
  const side = modules + 2 * encoderOptions(request.style).margin
  const layout = logoLayout(side, logo.bitmap.width / logo.bitmap.height, request.logo)
  const elements = svgLogoElements(layout, request.style.lightColor, logo.dataUrl)
  return svg.replace(/<\/svg>\s*$/, `${elements}</svg>\n`)
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
