import { describe, expect, it } from 'vitest'
import type { UpdateRequest } from '../contract/portal-work.ts'
import { newRequestMail, statusChangeMail, threadMessageMail } from './request-mails.ts'

const env = { PUBLIC_URL: 'https://studio.test', SITE_NAME: 'Peach Pixel Studio' }
const request: UpdateRequest = {
  id: 42,
  title: 'New menu\nBcc: someone@example.test',
  status: 'in_progress',
  siteId: null,
  siteName: null,
  client: 'dolly',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  body: '<b>Please</b> add the winter menu.',
  lastAuthor: 'client',
  waitingSince: '2026-11-01T12:00:00.000Z',
}

describe('update request mails', () => {
  it('tells the studio of a new request with its words as written and a link to its thread', () => {
    const mail = newRequestMail(env, request)
    expect(mail.subject).toBe('New update request from dolly: New menu Bcc: someone@example.test')
    expect(mail.text).toContain('<b>Please</b> add the winter menu.')
    expect(mail.text).toContain('https://studio.test/dashboard/requests/42')
  })

  it("tells the studio of the client's message and the client of the studio's", () => {
    const toStudio = threadMessageMail(env, request, {
      author: 'dolly',
      body: 'Any news?',
      fromStudio: false,
    })
    expect(toStudio.subject).toBe('dolly wrote about "New menu Bcc: someone@example.test"')
    expect(toStudio.text).toContain('Any news?')
    const toClient = threadMessageMail(env, request, {
      author: 'jordan',
      body: 'Done soon.',
      fromStudio: true,
    })
    expect(toClient.subject).toBe(
      'Peach Pixel Studio answered your request "New menu Bcc: someone@example.test"',
    )
    expect(toClient.text).toMatch(/^Hi dolly,\n\njordan wrote about your request/)
  })

  it('names the new status in words', () => {
    expect(statusChangeMail(env, request).subject).toBe(
      'Your request "New menu Bcc: someone@example.test" is in progress',
    )
  })
})
