import type { EmailFields, QrContent, SmsFields, VcardFields, WifiFields } from './qr-settings'

/**
 * The text a QR code encodes, or why there is none yet. `problem` is null while the required field is
 * simply empty (the page shows its placeholder, not an error) and a sentence when the input is wrong.
 */
export type QrPayload = { ok: true; text: string } | { ok: false; problem: string | null }

const notYet: QrPayload = { ok: false, problem: null }

// One-line fields are trimmed (stray spaces from pasting break URLs and numbers); the Wi-Fi password and
// multi-line messages are encoded exactly as typed, since their spaces can be meaningful.
export function buildQrPayload(content: QrContent): QrPayload {
  switch (content.type) {
    case 'url':
      return urlPayload(content.url)
    case 'wifi':
      return wifiPayload(content.wifi)
    case 'vcard':
      return vcardPayload(content.vcard)
    case 'sms':
      return smsPayload(content.sms)
    case 'email':
      return emailPayload(content.email)
    case 'text':
      return content.text.trim() === '' ? notYet : { ok: true, text: content.text }
  }
}

/** What single mode and batch rows say about a web address without its scheme, or one that does not parse. */
export const URL_PROBLEM = 'Enter a full web address, including https://.'

/** A web address: trimmed, and one a browser can open (with its scheme). */
export function urlPayload(raw: string): QrPayload {
  const url = raw.trim()
  if (url === '') return notYet
  if (!URL.canParse(url)) return { ok: false, problem: URL_PROBLEM }
  return { ok: true, text: url }
}

/** Backslash, semicolon, comma, colon and double quote are syntax in the WIFI: format. */
export function escapeWifiValue(value: string): string {
  return value.replace(/[\\;,:"]/g, (char) => `\\${char}`)
}

function wifiPayload(wifi: WifiFields): QrPayload {
  const ssid = wifi.ssid.trim()
  if (ssid === '') return notYet
  const parts = [`T:${wifi.auth}`, `S:${escapeWifiValue(ssid)}`]
  if (wifi.auth !== 'nopass' && wifi.password !== '') parts.push(`P:${escapeWifiValue(wifi.password)}`)
  if (wifi.hidden) parts.push('H:true')
  return { ok: true, text: `WIFI:${parts.join(';')};;` }
}

/** Text values in vCard 3.0 (RFC 2426) escape backslash, comma, semicolon and line breaks. */
export function escapeVcardText(value: string): string {
  return value.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n')
}

/** "Jane Q. Doe" → family "Doe", given "Jane Q."; a single word is taken as the given name. */
function structuredName(fullName: string): string {
  const words = fullName.split(/\s+/).filter(Boolean)
  const family = words.length > 1 ? words.pop()! : ''
  return `${escapeVcardText(family)};${escapeVcardText(words.join(' '))};;;`
}

function vcardPayload(fields: VcardFields): QrPayload {
  const card = {
    fullName: fields.fullName.trim(),
    organization: fields.organization.trim(),
    title: fields.title.trim(),
    phone: fields.phone.trim(),
    email: fields.email.trim(),
    website: fields.website.trim(),
  }
  if (card.fullName === '' && card.phone === '' && card.email === '') return notYet
  // vCard 3.0 requires N and FN; without a name, FN falls back to what identifies the card best.
  const displayName = card.fullName || card.organization || card.email || card.phone
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${structuredName(card.fullName)}`]
  lines.push(`FN:${escapeVcardText(displayName)}`)
  if (card.organization) lines.push(`ORG:${escapeVcardText(card.organization)}`)
  if (card.title) lines.push(`TITLE:${escapeVcardText(card.title)}`)
  if (card.phone) lines.push(`TEL;TYPE=CELL:${escapeVcardText(card.phone)}`)
  if (card.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVcardText(card.email)}`)
  // URL is a uri value, not text: commas and semicolons in it stay as they are.
  if (card.website) lines.push(`URL:${card.website}`)
  lines.push('END:VCARD')
  // RFC 2426: every line, the last included, ends with CRLF.
  return { ok: true, text: lines.map((line) => `${line}\r\n`).join('') }
}

function smsPayload(sms: SmsFields): QrPayload {
  const phone = sms.phone.trim()
  if (phone === '') return notYet
  return { ok: true, text: sms.message === '' ? `SMSTO:${phone}` : `SMSTO:${phone}:${sms.message}` }
}

function emailPayload(email: EmailFields): QrPayload {
  const to = email.to.trim()
  if (to === '') return notYet
  const query = [
    email.subject.trim() && `subject=${encodeURIComponent(email.subject.trim())}`,
    // RFC 6068: line breaks in a mailto body are CRLF.
    email.body && `body=${encodeURIComponent(email.body.replace(/\r?\n/g, '\r\n'))}`,
  ].filter(Boolean)
  return { ok: true, text: `mailto:${encodeURI(to)}${query.length > 0 ? `?${query.join('&')}` : ''}` }
}
