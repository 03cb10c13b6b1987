import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmtpCapture } from '../support/smtp-capture.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

describe('mail over a real SMTP server on loopback', () => {
  const smtp = createSmtpCapture()
  let server: TestServer

  beforeAll(async () => {
    const port = await smtp.listen()
    server = await startTestServer({ queue: 'redis', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
  })
  afterAll(async () => {
    await server.stop()
    await smtp.close()
  })

  it('sends the mail job through SMTP and the message arrives intact', async () => {
    await server.deps.jobs.enqueue('send-mail', {
      idempotencyKey: 'smtp-check',
      to: 'owner@example.com',
      subject: 'New contact message',
      text: 'Someone wants a website for their bakery.',
      replyTo: 'baker@example.com',
    })
    const [mail] = await waitFor('the SMTP server to receive it', () =>
      smtp.received.length ? smtp.received : undefined,
    )
    expect(mail?.subject).toBe('New contact message')
    expect(mail?.text?.trim()).toBe('Someone wants a website for their bakery.')
    expect(mail?.replyTo?.text).toBe('baker@example.com')
    expect(mail?.from?.text).toContain(server.env.BUSINESS_EMAIL)
    expect(mail?.messageId).toMatch(/^<smtp-check@[\w.-]+>$/)
  })
})
