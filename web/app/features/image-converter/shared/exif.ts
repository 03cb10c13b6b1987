/**
 * The "keep metadata" option for JPEG output: the source photo's EXIF segment is carried over with its GPS
 * block wiped (location is the metadata people leak by accident) and its orientation reset to upright,
 * since the pixels were already turned when decoded. Anything that cannot be read safely is dropped.
 */

const exifHeader = [0x45, 0x78, 0x69, 0x66, 0, 0] // "Exif\0\0"
const tiffStart = exifHeader.length
const orientationTag = 0x0112
const gpsPointerTag = 0x8825
/** Bytes per value of each TIFF field type (1 BYTE … 10 SRATIONAL). */
const typeBytes: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
}

/** The EXIF APP1 payload ("Exif\0\0" + TIFF) of a JPEG, or null when it has none. */
export function findExif(jpeg: Uint8Array): Uint8Array | null {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null
  let pos = 2
  while (pos + 4 <= jpeg.length && jpeg[pos] === 0xff) {
    const marker = jpeg[pos + 1]!
    if (marker === 0xda || marker === 0xd9) return null // image data starts: no more metadata segments
    const length = (jpeg[pos + 2]! << 8) | jpeg[pos + 3]!
    const payload = jpeg.subarray(pos + 4, pos + 2 + length)
    if (marker === 0xe1 && exifHeader.every((byte, i) => payload[i] === byte)) return payload
    pos += 2 + length
  }
  return null
}

/** A copy of an EXIF payload without its GPS block and with orientation 1; null when it is malformed. */
export function privateExif(payload: Uint8Array): Uint8Array | null {
  const exif = payload.slice()
  const tiff = new DataView(exif.buffer, tiffStart)
  try {
    const order = tiff.getUint16(0)
    if (order !== 0x4949 && order !== 0x4d4d) return null
    const little = order === 0x4949
    const ifd0 = tiff.getUint32(4, little)
    const count = tiff.getUint16(ifd0, little)
    const entryAt = (i: number) => ifd0 + 2 + i * 12
    for (let i = count - 1; i >= 0; i--) {
      const tag = tiff.getUint16(entryAt(i), little)
      if (tag === orientationTag) tiff.setUint16(entryAt(i) + 8, 1, little)
      if (tag === gpsPointerTag) {
        wipeIfd(tiff, tiff.getUint32(entryAt(i) + 8, little), little)
        // Drop the pointer: later entries and the next-IFD offset move up one entry.
        const end = tiffStart + entryAt(count) + 4
        exif.copyWithin(tiffStart + entryAt(i), tiffStart + entryAt(i + 1), end)
        exif.fill(0, end - 12, end)
        tiff.setUint16(ifd0, tiff.getUint16(ifd0, little) - 1, little)
      }
    }
    return exif
  } catch {
    return null // an offset past the end: not EXIF we can clean, so none is kept
  }
}

/** Zeroes an IFD and every value it points to. */
function wipeIfd(tiff: DataView, offset: number, little: boolean) {
  const count = tiff.getUint16(offset, little)
  for (let i = 0; i < count; i++) {
    const entry = offset + 2 + i * 12
    const size = (typeBytes[tiff.getUint16(entry + 2, little)] ?? 1) * tiff.getUint32(entry + 4, little)
    if (size > 4) zero(tiff, tiff.getUint32(entry + 8, little), size)
  }
  zero(tiff, offset, 2 + count * 12 + 4)
}

function zero(view: DataView, offset: number, length: number) {
  if (offset + length > view.byteLength) throw new RangeError('EXIF value past the end')
  new Uint8Array(view.buffer, view.byteOffset + offset, length).fill(0)
}

/** The JPEG with an EXIF APP1 segment put right after its start (and after a JFIF APP0, if any). */
export function insertExif(jpeg: Uint8Array, payload: Uint8Array): Uint8Array {
  let at = 2
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at += 2 + ((jpeg[4]! << 8) | jpeg[5]!)
  const length = payload.length + 2
  const segment = [0xff, 0xe1, length >> 8, length & 0xff]
  const out = new Uint8Array(jpeg.length + 4 + payload.length)
  out.set(jpeg.subarray(0, at))
  out.set(segment, at)
  out.set(payload, at + 4)
  out.set(jpeg.subarray(at), at + 4 + payload.length)
  return out
}
