import { describe, expect, it } from 'vitest'
import { siteLink, subjectLine } from './mail-text.ts'

describe('subjectLine', () => {
  it('keeps a quoted title on one line, so it cannot add a header', () => {
    expect(subjectLine('Fix the menu\r\nBcc: victim@example.test')).toBe(
      'Fix the menu Bcc: victim@example.test',
    )
    expect(subjectLine('Tabs\tand\u2028separators')).toBe('Tabs and separators')
  })

  it('cuts a long line with an ellipsis', () => {
    const subject = subjectLine('x'.repeat(200), 20)
    expect(subject).toHaveLength(20)
    expect(subject.endsWith('…')).toBe(true)
  })
})

describe('siteLink', () => {
  it('puts the path under PUBLIC_URL, with or without its trailing slash or a folder', () => {
    expect(siteLink({ PUBLIC_URL: 'https://studio.test' }, '/dashboard/reports/7')).toBe(
      'https://studio.test/dashboard/reports/7',
    )
    expect(siteLink({ PUBLIC_URL: 'https://studio.test/portal/' }, '/dashboard/reports/7')).toBe(
      'https://studio.test/portal/dashboard/reports/7',
    )
  })
})
