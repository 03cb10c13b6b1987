/// <reference lib="dom" />
// A photo-like test image made inside the page, so the browser benchmarks convert the same pixels in every
// build they measure.
import type { Page } from 'playwright-core'

/**
 * Paints window.benchCanvas like a photo (soft shapes, gradients, fine grain; seeded, so every run is the
 * same) and keeps it as a PNG File in window.benchPhoto; returns the PNG's size in bytes.
 */
export function makePhotoInPage(page: Page, width: number, height: number): Promise<number> {
  return page.evaluate(
    async ([width, height]) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d', { willReadFrequently: true })!
      let seed = 42
      const sky = context.createLinearGradient(0, 0, 0, height)
      sky.addColorStop(0, '#7fb2e5')
      sky.addColorStop(0.55, '#f3d9b1')
      sky.addColorStop(1, '#4b6b2f')
      context.fillStyle = sky
      context.fillRect(0, 0, width, height)
      context.filter = 'blur(12px)'
      for (let i = 0; i < 250; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648
        const x = seed % width
        seed = (seed * 1103515245 + 12345) % 2147483648
        const y = seed % height
        seed = (seed * 1103515245 + 12345) % 2147483648
        const r = 20 + (seed % 260)
        context.fillStyle = `hsla(${seed % 360}, ${30 + (seed % 50)}%, ${25 + (seed % 50)}%, 0.55)`
        context.beginPath()
        context.ellipse(x, y, r, r * 0.6, (seed % 314) / 100, 0, Math.PI * 2)
        context.fill()
      }
      context.filter = 'none'
      const pixels = context.getImageData(0, 0, width, height)
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) % 2147483648
        const grain = (seed % 13) - 6
        pixels.data[i] = pixels.data[i]! + grain
        pixels.data[i + 1] = pixels.data[i + 1]! + grain
        pixels.data[i + 2] = pixels.data[i + 2]! + grain
      }
      context.putImageData(pixels, 0, 0)
      const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'))
      const w = window as unknown as { benchCanvas: HTMLCanvasElement; benchPhoto: File }
      w.benchCanvas = canvas
      w.benchPhoto = new File([png], 'photo.png', { type: 'image/png' })
      return png.size
    },
    [width, height] as const,
  )
}
