import { useId } from 'react'
import { BADGE_PADDING_RANGE, LOGO_SIZE_RANGE, type LogoStyle } from '../shared/qr-settings'
import { NumberField } from './NumberField'

interface QrLogoFieldsProps {
  logo: LogoStyle
  /** What the pasted-URL input shows; cleared when a file is uploaded. */
  pastedUrl: string
  problem: string | null
  onChange: (logo: LogoStyle) => void
  onPasteUrl: (url: string) => void
  onUpload: (file: File) => void
  onRemove: () => void
}

/** The logo and branding section: upload or URL, size, badge padding, badge and rounding switches. */
export function QrLogoFields({
  logo,
  pastedUrl,
  problem,
  onChange,
  onPasteUrl,
  onUpload,
  onRemove,
}: QrLogoFieldsProps) {
  const id = useId()
  const problemId = `${id}-problem`
  const set = (patch: Partial<LogoStyle>) => onChange({ ...logo, ...patch })
  return (
    <fieldset className="qr-fieldset">
      <legend>Logo and branding</legend>
      <div className="field">
        <label htmlFor={`${id}-file`}>Upload a logo</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) onUpload(file)
            event.target.value = ''
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-url`}>Or paste a logo URL</label>
        <input
          id={`${id}-url`}
          type="url"
          placeholder="https://example.com/logo.png"
          value={pastedUrl}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onPasteUrl(event.target.value)}
        />
      </div>
      {problem && (
        <p id={problemId} className="status-error" role="alert">
          {problem}
        </p>
      )}
      <div className="qr-row">
        <NumberField
          label="Logo size (%)"
          value={logo.sizePercent}
          range={LOGO_SIZE_RANGE}
          onChange={(sizePercent) => set({ sizePercent })}
          hint="8 to 30"
        />
        <NumberField
          label="Badge padding (%)"
          value={logo.paddingPercent}
          range={BADGE_PADDING_RANGE}
          onChange={(paddingPercent) => set({ paddingPercent })}
          hint="0 to 30"
        />
      </div>
      <label className="qr-check">
        <input
          type="checkbox"
          checked={logo.badge}
          onChange={(event) => set({ badge: event.target.checked })}
        />
        Background badge behind the logo
      </label>
      <label className="qr-check">
        <input
          type="checkbox"
          checked={logo.rounded}
          onChange={(event) => set({ rounded: event.target.checked })}
        />
        Rounded badge
      </label>
      {logo.source && (
        <button type="button" className="btn btn--secondary" onClick={onRemove}>
          Remove logo
        </button>
      )}
    </fieldset>
  )
}
