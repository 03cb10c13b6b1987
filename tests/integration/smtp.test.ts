import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { waitFor } from '../support/wait-for.ts'

describe('mail over a real SMTP server on loopback', () => {
  const received: ParsedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => done(), done)
    },
  })
  let server: TestServer

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const address = smtp.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    server = await startTestServer({ queue: 'redis', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
  })
  afterAll(async () => {
    await server.stop()
    await new Promise<void>((resolve) => smtp.close(resolve))
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
      received.length ? received : undefined,
    )
    expect(mail?.subject).toBe('New contact message')
    expect(mail?.text?.trim()).toBe('Someone wants a website for their bakery.')
    expect(mail?.replyTo?.text).toBe('baker@example.com')
    expect(mail?.from?.text).toContain(server.env.BUSINESS_EMAIL)
  })
})
