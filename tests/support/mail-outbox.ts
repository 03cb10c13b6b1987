import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

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
