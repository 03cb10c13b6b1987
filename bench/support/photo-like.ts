/**
 * Photo-like RGBA pixels made from a seed, so every run encodes the same images: a sky-to-ground gradient,
 * hills and foliage from multi-octave value noise (the fine texture codecs spend bytes on), hard-edged
 * buildings with lit windows (edges that ring), soft light blobs, and faint sensor grain. Not a real photo, but
 * with the mix of smooth areas, texture, edges and noise that decides how codecs compare.
 */
export function photoLike(width: number, height: number, seed: number): Uint8ClampedArray {
  const random = mulberry32(seed)
  const noise = valueNoise(random)
  const data = new Uint8ClampedArray(width * height * 4)
  const sky = [random() * 60 + 90, random() * 50 + 150, 230] as const
  const ground = [random() * 60 + 50, random() * 60 + 90, random() * 40 + 30] as const
  const horizon = height * (0.35 + random() * 0.2)
  const buildings = Array.from({ length: 4 + Math.floor(random() * 5) }, () => {
    const w = width * (0.05 + random() * 0.12)
    const h = height * (0.15 + random() * 0.35)
    const x = random() * (width - w)
    const shade = 60 + random() * 140
    return { x, w, top: horizon + height * 0.1 - h, bottom: horizon + height * 0.1, shade }
  })
  // Grain as a camera leaves it after its own denoising: faint, and soft across neighbouring pixels.
  let grain = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width
      const v = y / height
      const texture = noise(u * 6, v * 6, 6)
      const hill = horizon - height * 0.12 * noise(u * 2, 0.5, 3)
      let rgb: [number, number, number]
      if (y < hill) {
        const t = y / hill
        const cloud = Math.max(0, noise(u * 3, v * 5, 4) - 0.55) * 2.5
        rgb = [0, 1, 2].map((c) => sky[c]! * (1 - 0.3 * t) + 255 * cloud * 0.8) as [number, number, number]
      } else {
        const light = 0.6 + 0.8 * texture
        rgb = [0, 1, 2].map((c) => ground[c]! * light) as [number, number, number]
      }
      for (const b of buildings) {
        if (x >= b.x && x < b.x + b.w && y >= b.top && y < b.bottom) {
          const window = (x - b.x) % 12 < 6 && (y - b.top) % 16 < 8 && (x * 31 + y * 17) % 7 > 1
          const shade = window ? 235 : b.shade * (0.9 + 0.2 * texture)
          rgb = [shade, shade * 0.95, window ? 170 : shade * 0.9]
        }
      }
      grain = 0.5 * grain + (random() - 0.5) * 3
      const i = (y * width + x) * 4
      data[i] = rgb[0] + grain
      data[i + 1] = rgb[1] + grain
      data[i + 2] = rgb[2] + grain
      data[i + 3] = 255
    }
  }
  return data
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Smooth noise in 0-1: a 64 × 64 lattice of random values, interpolated, summed over `octaves`. */
function valueNoise(random: () => number) {
  const size = 64
  const lattice = Float64Array.from({ length: size * size }, random)
  const at = (x: number, y: number) =>
    lattice[(((y % size) + size) % size) * size + (((x % size) + size) % size)]!
  const smooth = (t: number) => t * t * (3 - 2 * t)
  const octave = (x: number, y: number) => {
    const x0 = Math.floor(x)
    const y0 = Math.floor(y)
    const sx = smooth(x - x0)
    const sy = smooth(y - y0)
    const top = at(x0, y0) * (1 - sx) + at(x0 + 1, y0) * sx
    const bottom = at(x0, y0 + 1) * (1 - sx) + at(x0 + 1, y0 + 1) * sx
    return top * (1 - sy) + bottom * sy
  }
  return (x: number, y: number, octaves: number) => {
    let sum = 0
    let weight = 0
    for (let o = 0; o < octaves; o++) {
      const scale = 2 ** o
      sum += octave(x * scale, y * scale) / scale
      weight += 1 / scale
    }
    return sum / weight
  }
}
