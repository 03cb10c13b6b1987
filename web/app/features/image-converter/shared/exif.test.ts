import { describe, expect, it } from 'vitest'
import { findExif, insertExif, privateExif } from './exif'

const latitude = [0x37, 0x2d, 0x1f, 0x4a] // four marker bytes inside the GPS latitude value

/**
 * A little-endian EXIF payload: IFD0 with Make "Studio", Orientation 6 and a GPS pointer; the GPS IFD
 * with LatitudeRef "N" and a Latitude of three rationals.
 */
function sampleExif(): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(128))
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.setUint16(at, tag, true)
    tiff.setUint16(at + 2, type, true)
    tiff.setUint32(at + 4, count, true)
    tiff.setUint32(at + 8, value, true)
  }
  tiff.setUint16(0, 0x4949)
  tiff.setUint16(2, 42, true)
  tiff.setUint32(4, 8, true)
  tiff.setUint16(8, 3, true) // IFD0 at 8: 3 entries, next-IFD offset at 46
  entry(10, 0x010f, 2, 7, 50) // Make → "Studio\0" at 50
  entry(22, 0x0112, 3, 1, 6) // Orientation 6
  entry(34, 0x8825, 4, 1, 60) // GPS IFD at 60
  new TextEncoder().encodeInto('Studio\0', new Uint8Array(tiff.buffer, 50))
  tiff.setUint16(60, 2, true) // GPS IFD: 2 entries
  entry(62, 0x0001, 2, 2, 0x4e) // LatitudeRef "N" inline
  entry(74, 0x0002, 5, 3, 90) // Latitude: 3 rationals (24 bytes) at 90
  new Uint8Array(tiff.buffer, 90, 4).set(latitude)
  return Uint8Array.from([0x45, 0x78, 0x69, 0x66, 0, 0, ...new Uint8Array(tiff.buffer)])
}

function jpegWith(...segments: number[][]): Uint8Array {
  return Uint8Array.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xda, 0, 2, 0xff, 0xd9])
}

const app0 = [0xff, 0xe0, 0, 4, 0x4a, 0x46]

describe('EXIF carried into a JPEG', () => {
  it('finds the EXIF payload after other segments, and none where there is none', () => {
    const exif = sampleExif()
    const app1 = [0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif]
    expect(findExif(jpegWith(app0, app1))).toEqual(exif)
    expect(findExif(jpegWith(app0))).toBeNull()
    expect(findExif(Uint8Array.from([0x89, 0x50]))).toBeNull()
  })

  it('wipes the GPS block, drops its pointer and sets orientation to upright, keeping the rest', () => {
    const cleaned = privateExif(sampleExif())!
    const tiff = new DataView(cleaned.buffer, 6)
    expect(tiff.getUint16(8, true)).toBe(2) // Make and Orientation left
    expect(tiff.getUint16(10, true)).toBe(0x010f)
    expect(tiff.getUint16(22, true)).toBe(0x0112)
    expect(tiff.getUint16(30, true)).toBe(1)
    expect(new TextDecoder().decode(cleaned.subarray(6 + 50, 6 + 56))).toBe('Studio')
    // Neither the latitude nor the GPS IFD is left anywhere in the bytes.
    const hex = Buffer.from(cleaned).toString('hex')
    expect(hex).not.toContain(Buffer.from(latitude).toString('hex'))
    expect([...cleaned.subarray(6 + 60, 6 + 128)].every((byte) => byte === 0)).toBe(true)
  })

  it('drops EXIF whose offsets point past its end', () => {
    const broken = sampleExif()
    new DataView(broken.buffer).setUint32(6 + 34 + 8, 5000, true) // GPS pointer far outside
    expect(privateExif(broken)).toBeNull()
  })

  it('puts the segment after the JFIF header', () => {
    const jpeg = jpegWith(app0)
    const out = insertExif(jpeg, Uint8Array.from([1, 2, 3]))
    expect([...out]).toEqual([
      0xff,
      0xd8,
      ...app0,
      0xff,
      0xe1,
      0,
      5,
      1,
      2,
      3,
      ...jpeg.subarray(2 + app0.length),
    ])
  })
})
