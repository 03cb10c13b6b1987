/** A file's bytes, a slice after another, reporting the share of the file read so far. */
export function fileReader(file: File, onProgress: (fraction: number) => void) {
  let bytesRead = 0
  return async function* bytes(slice: Blob): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    const reader = slice.stream().getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytesRead += value.byteLength
      onProgress(bytesRead / file.size)
      yield value
    }
  }
}

/** UTF-8 bytes as text, a chunk at a time (a byte order mark at the start dropped). */
export async function* decoded(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of chunks) yield decoder.decode(chunk, { stream: true })
  yield decoder.decode()
}
