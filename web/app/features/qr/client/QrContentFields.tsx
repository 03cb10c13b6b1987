import type { ComponentProps } from 'react'
import type { QrContent } from '../shared/qr-settings'
import { WIFI_AUTH_TYPES, type WifiAuth } from '../shared/qr-settings'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { TextField } from '#app/common/ui/TextField.tsx'

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
        <QrTextField
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
          <QrTextField label="Network name (SSID)" value={wifi.ssid} onChange={(ssid) => setWifi({ ssid })} />
          <SelectField
            id="qr-wifi-auth"
            label="Security"
            value={wifi.auth}
            options={WIFI_AUTH_TYPES}
            optionLabel={(auth) => WIFI_AUTH_LABELS[auth]}
            onChange={(auth) => setWifi({ auth })}
          />
          {wifi.auth !== 'nopass' && (
            <QrTextField
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
          <QrTextField
            label="Full name"
            value={vcard.fullName}
            onChange={(fullName) => setVcard({ fullName })}
          />
          <QrTextField
            label="Organization"
            value={vcard.organization}
            onChange={(organization) => setVcard({ organization })}
          />
          <QrTextField label="Title" value={vcard.title} onChange={(title) => setVcard({ title })} />
          <QrTextField
            label="Phone"
            type="tel"
            value={vcard.phone}
            onChange={(phone) => setVcard({ phone })}
          />
          <QrTextField
            label="Email"
            type="email"
            value={vcard.email}
            onChange={(email) => setVcard({ email })}
          />
          <QrTextField
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
          <QrTextField
            label="Phone number"
            type="tel"
            value={sms.phone}
            onChange={(phone) => onChange({ ...content, sms: { ...sms, phone } })}
          />
          <QrTextField
            label="Message"
            rows={3}
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
          <QrTextField label="To" type="email" value={email.to} onChange={(to) => setEmail({ to })} />
          <QrTextField label="Subject" value={email.subject} onChange={(subject) => setEmail({ subject })} />
          <QrTextField label="Body" rows={3} value={email.body} onChange={(body) => setEmail({ body })} />
        </>
      )
    }
    case 'text':
      return (
        <QrTextField
          label="Text"
          rows={3}
          value={content.text}
          onChange={(text) => onChange({ ...content, text })}
          describedBy={errorId}
          invalid={invalid}
        />
      )
  }
}

// What goes into a QR code is rarely the visitor's own details: the browser should not offer to fill it in.
function QrTextField(props: ComponentProps<typeof TextField>) {
  return <TextField autoComplete="off" {...props} />
}
