import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { waitFor } from './wait-for.ts'

/** The .eml files the app wrote (no SMTP_URL), parsed, oldest first. */
export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  const files = await readdir(dir).catch(() => [] as string[])
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => simpleParser(await readFile(join(dir, file)))),
  )
  return mails
}

/**
 * The path and query of the link to `path` in the newest mail to `address` in `dir`, waiting for that mail
 * (the mail names PUBLIC_URL's host, which the tests' server may not be on).
 */
export async function linkMailedTo(dir: string, address: string, path: string): Promise<string> {
  const mail = await waitFor(`a mail to ${address}`, async () =>
    (await readOutbox(dir)).filter((item) => JSON.stringify(item.to).includes(address)).at(-1),
  )
  const link = new RegExp(`https?://[^/\\s]+(/${path}\\?token=[\\w-]+)`).exec(mail.text ?? '')
  if (!link?.[1]) throw new Error(`the mail to ${address} has no /${path} link`)
  return link[1]
}
