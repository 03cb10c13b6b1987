import { downloadZip } from 'client-zip'
import { saveBlob } from './save-blob'
import { uniqueNames } from './zip-names'

/** Zips the files (streamed, so the page stays responsive) and saves the archive under `zipName`. */
export async function saveAsZip(files: { name: string; blob: Blob }[], zipName: string): Promise<void> {
  const names = uniqueNames(files.map((file) => file.name))
  const entries = files.map((file, i) => ({ name: names[i]!, input: file.blob }))
  saveBlob(await downloadZip(entries).blob(), zipName)
}
