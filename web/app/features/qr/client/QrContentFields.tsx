import type { QrContent } from '../shared/qr-settings'
import { WIFI_AUTH_TYPES, type WifiAuth } from '../shared/qr-settings'
import { TextField } from './TextField'

interface QrContentFieldsProps {
  content: QrContent
  onChange: (content: QrContent) => void
  /** Set when the content is wrong: the id of the inline error line that explains why. */
  errorId?: string
}

const WIFI_AUTH_LABELS: Record<WifiAuth, string> = {
  WPA: 'WPA/WPA2',
  WEP: 'WEP',
  nopass: 'None (open network)',
}

/** The fields of the chosen QR type. */
export function QrContentFields({ content, onChange, errorId }: QrContentFieldsProps) {
  const invalid = errorId !== undefined
  switch (content.type) {
    case 'url':
      return (
        <TextField
          label="Website URL"
          type="url"
          placeholder="https://example.com"
          value={content.url}
          onChange={(url) => onChange({ ...content, url })}
          describedBy={errorId}
          invalid={invalid}
        />
      )
    case 'wifi': {
      const wifi = content.wifi
      const setWifi = (patch: Partial<typeof wifi>) => onChange({ ...content, wifi: { ...wifi, ...patch } })
      return (
        <>
          <TextField label="Network name (SSID)" value={wifi.ssid} onChange={(ssid) => setWifi({ ssid })} />
          <div className="field">
            <label htmlFor="qr-wifi-auth">Security</label>
            <select
              id="qr-wifi-auth"
              value={wifi.auth}
              onChange={(event) => setWifi({ auth: event.target.value as WifiAuth })}
            >
              {WIFI_AUTH_TYPES.map((auth) => (
                <option key={auth} value={auth}>
                  {WIFI_AUTH_LABELS[auth]}
                </option>
              ))}
            </select>
          </div>
          {wifi.auth !== 'nopass' && (
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={wifi.password}
              onChange={(password) => setWifi({ password })}
            />
          )}
          <label className="qr-check">
            <input
              type="checkbox"
              checked={wifi.hidden}
              onChange={(event) => setWifi({ hidden: event.target.checked })}
            />
            Hidden network
          </label>
        </>
      )
    }
    case 'vcard': {
      const vcard = content.vcard
      const setVcard = (patch: Partial<typeof vcard>) =>
        onChange({ ...content, vcard: { ...vcard, ...patch } })
      return (
        <>
          <p className="field-hint">Fill in at least a name, phone or email.</p>
          <TextField
            label="Full name"
            value={vcard.fullName}
            onChange={(fullName) => setVcard({ fullName })}
          />
          <TextField
            label="Organization"
            value={vcard.organization}
            onChange={(organization) => setVcard({ organization })}
          />
          <TextField label="Title" value={vcard.title} onChange={(title) => setVcard({ title })} />
          <TextField label="Phone" type="tel" value={vcard.phone} onChange={(phone) => setVcard({ phone })} />
          <TextField
            label="Email"
            type="email"
            value={vcard.email}
            onChange={(email) => setVcard({ email })}
          />
          <TextField
            label="Website"
            type="url"
            value={vcard.website}
            onChange={(website) => setVcard({ website })}
          />
        </>
      )
    }
    case 'sms': {
      const sms = content.sms
      return (
        <>
          <TextField
            label="Phone number"
            type="tel"
            value={sms.phone}
            onChange={(phone) => onChange({ ...content, sms: { ...sms, phone } })}
          />
          <TextField
            label="Message"
            multiline
            value={sms.message}
            onChange={(message) => onChange({ ...content, sms: { ...sms, message } })}
          />
        </>
      )
    }
    case 'email': {
      const email = content.email
      const setEmail = (patch: Partial<typeof email>) =>
        onChange({ ...content, email: { ...email, ...patch } })
      return (
        <>
          <TextField label="To" type="email" value={email.to} onChange={(to) => setEmail({ to })} />
          <TextField label="Subject" value={email.subject} onChange={(subject) => setEmail({ subject })} />
          <TextField label="Body" multiline value={email.body} onChange={(body) => setEmail({ body })} />
        </>
      )
    }
    case 'text':
      return (
        <TextField
          label="Text"
          multiline
          value={content.text}
          onChange={(text) => onChange({ ...content, text })}
          describedBy={errorId}
          invalid={invalid}
        />
      )
  }
}
