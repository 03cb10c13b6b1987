import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback that keeps what it receives; `listen` may wait (to play "SMTP is down"). */
export function createSmtpCapture() {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => done(), done)
    },
  })
  return {
    received,
    /** Listens on `port` (any free one by default) and gives the port it got. */
    listen: (port = 0) =>
      new Promise<number>((resolve, reject) => {
        server.server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.server.off('error', reject)
          resolve((server.server.address() as AddressInfo).port)
        })
      }),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}
