import { expect } from 'vitest'

/** The files of a ZIP, read through its central directory (client-zip stores them uncompressed). */
export function unzipStored(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const files = new Map<string, Buffer>()
  let entry = zip.readUInt32LE(end + 16)
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    expect(zip.readUInt16LE(entry + 10)).toBe(0) // method 0: stored
    const size = zip.readUInt32LE(entry + 20)
    const nameLength = zip.readUInt16LE(entry + 28)
    const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength)
    const local = zip.readUInt32LE(entry + 42)
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    files.set(name, zip.subarray(data, data + size))
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32)
  }
  return files
}
