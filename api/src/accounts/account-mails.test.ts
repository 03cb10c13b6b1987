import { describe, expect, it } from 'vitest'
import { parseEnv } from '../platform/config/env.ts'
import { passwordResetMail, signInLinkMail } from './account-mails.ts'

const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://studio.example' })
const link = 'https://studio.example/reset-password?token=abc'

describe('account mails', () => {
  it.each([
    ['the reset mail', passwordResetMail(env, 'ada', link)],
    ['the sign-in link mail', signInLinkMail(env, 'ada', link)],
  ])('%s breaks lines only between sentences', (_, mail) => {
    const lines = mail.text.split('\n').filter((line) => line && line !== link && !line.startsWith('— '))
    expect(lines.length).toBeGreaterThanOrEqual(3)
    // A mail client wraps long lines itself; a break inside a sentence shows as a ragged cut.
    for (const line of lines) expect(line, line).toMatch(/[.,:]$/)
    expect(mail.text).toContain(link)
  })
})
