import type { Rgb } from './background'
import type { OutputType } from './output-formats'
import type { WantedSize } from './resize'

/** What the page and the image worker exchange. Pixels and bytes travel as transferred ArrayBuffers. */

/** An image as its file bytes (the worker decodes them), or as RGBA pixels the page decoded (e.g. SVG). */
export type ImageSource =
  | { kind: 'encoded'; bytes: ArrayBuffer; type: string }
  | { kind: 'pixels'; pixels: ArrayBuffer; width: number; height: number }

/**
 * How to write the output: format, quality, size (aspect kept), whether EXIF minus GPS is kept, and the
 * background under transparent pixels when the format has no alpha.
 */
export interface ConvertOptions {
  type: OutputType
  quality: number
  size: WantedSize
  keepMetadata: boolean
  background: Rgb
}

export interface EncodedImage {
  bytes: ArrayBuffer
  width: number
  height: number
}

/** The error name the worker uses when it cannot decode bytes that the page may still decode (SVG needs a DOM). */
export const workerDecodeErrorName = 'WorkerDecodeError'
