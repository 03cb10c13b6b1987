/** Saves a Blob as a download named `fileName`, the way a click on a download link would. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The download has started reading the blob; give slow browsers a moment before releasing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
