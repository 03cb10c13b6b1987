import { toast } from './toast'

/** Copies text for a Copy button and says how it went. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success('Copied to clipboard')
  } catch {
    toast.error('Copy failed. Select the text and copy it by hand.')
  }
}
