import { describe, expect, it } from 'vitest'
import type { UpdateRequest } from '../contract/portal-work.ts'
import { newRequestMail, statusChangeMail, threadMessageMail } from './request-mails.ts'

const env = { PUBLIC_URL: 'https://studio.test', SITE_NAME: 'Peach Pixel Studio', OWNER_NAME: 'Sam Lee' }
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
    expect(toClient.text).toMatch(/^Hi dolly,\n\nSam Lee of Peach Pixel Studio wrote about your request/)
    expect(toClient.text).not.toContain('jordan')
  })

  it('name the site a request is about', () => {
    const aboutSite = { ...request, siteId: 3, siteName: 'Main Street Bakery' }
    expect(newRequestMail(env, aboutSite).text).toContain('Site: Main Street Bakery')
    const message = { author: 'dolly', body: 'Any news?', fromStudio: false }
    expect(threadMessageMail(env, aboutSite, message).text).toContain(
      'about "New menu\nBcc: someone@example.test" for Main Street Bakery',
    )
    expect(statusChangeMail(env, aboutSite).text).toContain('for Main Street Bakery')
    expect(newRequestMail(env, request).text).toContain('Site: none named')
  })

  it('names the new status in words', () => {
    expect(statusChangeMail(env, request).subject).toBe(
      'Your request "New menu Bcc: someone@example.test" is in progress',
    )
  })
})
