import { describe, expect, it } from 'vitest'
import { buildQrPayload, escapeWifiValue } from './qr-payload'
import { DEFAULT_CONTENT, type QrContent } from './qr-settings'

function content(patch: Partial<QrContent>): QrContent {
  return { ...DEFAULT_CONTENT, ...patch }
}

describe('buildQrPayload', () => {
  it('encodes a trimmed URL and rejects one that does not parse', () => {
    expect(buildQrPayload(content({ url: '  https://example.com/a?b=1  ' }))).toEqual({
      ok: true,
      text: 'https://example.com/a?b=1',
    })
    expect(buildQrPayload(content({ url: 'example.com' }))).toEqual({
      ok: false,
      problem: 'Enter a full web address, including https://.',
    })
    expect(buildQrPayload(content({ url: '   ' }))).toEqual({ ok: false, problem: null })
  })

  it('builds a WIFI: string with T, S, P and H', () => {
    const wifi = { ssid: ' Cafe Guest ', auth: 'WPA' as const, password: ' pa ss ', hidden: true }
    expect(buildQrPayload(content({ type: 'wifi', wifi }))).toEqual({
      ok: true,
      text: 'WIFI:T:WPA;S:Cafe Guest;P: pa ss ;H:true;;',
    })
    expect(buildQrPayload(content({ type: 'wifi', wifi: { ...wifi, auth: 'WEP', hidden: false } }))).toEqual({
      ok: true,
      text: 'WIFI:T:WEP;S:Cafe Guest;P: pa ss ;;',
    })
  })

  it('leaves the password out of an open network', () => {
    const wifi = { ssid: 'Lobby', auth: 'nopass' as const, password: 'ignored', hidden: false }
    expect(buildQrPayload(content({ type: 'wifi', wifi }))).toEqual({
      ok: true,
      text: 'WIFI:T:nopass;S:Lobby;;',
    })
  })

  it('escapes backslash, semicolon, comma, colon and quote in Wi-Fi values', () => {
    expect(escapeWifiValue('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f')
    const wifi = { ssid: 'My;Net', auth: 'WPA' as const, password: 'p:w,"\\', hidden: false }
    expect(buildQrPayload(content({ type: 'wifi', wifi }))).toEqual({
      ok: true,
      text: 'WIFI:T:WPA;S:My\\;Net;P:p\\:w\\,\\"\\\\;;',
    })
  })

  it('needs an SSID', () => {
    const wifi = { ssid: '  ', auth: 'WPA' as const, password: 'secret', hidden: false }
    expect(buildQrPayload(content({ type: 'wifi', wifi }))).toEqual({ ok: false, problem: null })
  })

  it('builds a vCard 3.0 with CRLF after every line', () => {
    const vcard = {
      fullName: ' Jane Q. Doe ',
      organization: 'Doe, Sons; Co',
      title: 'Owner',
      phone: '+1 555 0100',
      email: 'jane@example.com',
      website: 'https://doe.example',
    }
    expect(buildQrPayload(content({ type: 'vcard', vcard }))).toEqual({
      ok: true,
      text:
        'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jane Q.;;;\r\nFN:Jane Q. Doe\r\nORG:Doe\\, Sons\\; Co\r\n' +
        'TITLE:Owner\r\nTEL;TYPE=CELL:+1 555 0100\r\nEMAIL;TYPE=INTERNET:jane@example.com\r\n' +
        'URL:https://doe.example\r\nEND:VCARD\r\n',
    })
  })

  it('accepts a vCard with only a phone, naming it by the phone', () => {
    const vcard = { ...DEFAULT_CONTENT.vcard, phone: '555-0100' }
    expect(buildQrPayload(content({ type: 'vcard', vcard }))).toEqual({
      ok: true,
      text: 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:555-0100\r\nTEL;TYPE=CELL:555-0100\r\nEND:VCARD\r\n',
    })
  })

  it('needs a name, phone or email on a vCard', () => {
    const vcard = {
      ...DEFAULT_CONTENT.vcard,
      organization: 'Acme',
      title: 'Boss',
      website: 'https://a.example',
    }
    expect(buildQrPayload(content({ type: 'vcard', vcard }))).toEqual({ ok: false, problem: null })
  })

  it('builds SMSTO: with and without a message', () => {
    expect(
      buildQrPayload(content({ type: 'sms', sms: { phone: ' +15550100 ', message: 'Hi: there' } })),
    ).toEqual({
      ok: true,
      text: 'SMSTO:+15550100:Hi: there',
    })
    expect(buildQrPayload(content({ type: 'sms', sms: { phone: '5550100', message: '' } }))).toEqual({
      ok: true,
      text: 'SMSTO:5550100',
    })
    expect(buildQrPayload(content({ type: 'sms', sms: { phone: ' ', message: 'Hi' } }))).toEqual({
      ok: false,
      problem: null,
    })
  })

  it('builds a mailto: link with an encoded subject and a CRLF body', () => {
    const email = { to: ' hello@example.com ', subject: ' Quote & plan ', body: 'Line 1\nLine 2?' }
    expect(buildQrPayload(content({ type: 'email', email }))).toEqual({
      ok: true,
      text: 'mailto:hello@example.com?subject=Quote%20%26%20plan&body=Line%201%0D%0ALine%202%3F',
    })
    expect(buildQrPayload(content({ type: 'email', email: { to: 'a@b.c', subject: '', body: '' } }))).toEqual(
      {
        ok: true,
        text: 'mailto:a@b.c',
      },
    )
    expect(buildQrPayload(content({ type: 'email', email: { to: '', subject: 'x', body: 'y' } }))).toEqual({
      ok: false,
      problem: null,
    })
  })

  it('encodes text exactly as typed, but not blank text', () => {
    expect(buildQrPayload(content({ type: 'text', text: '  two\nlines ' }))).toEqual({
      ok: true,
      text: '  two\nlines ',
    })
    expect(buildQrPayload(content({ type: 'text', text: ' \n ' }))).toEqual({ ok: false, problem: null })
  })
})
