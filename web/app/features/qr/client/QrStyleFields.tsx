import { colourWarning } from '../shared/colour-contrast'
import {
  ERROR_LEVELS,
  ERROR_LEVEL_RECOVERY,
  MARGIN_RANGE,
  MODULE_SHAPES,
  MODULE_SHAPE_LABELS,
  PNG_SIZES,
  SCALE_RANGE,
  type QrStyle,
} from '../shared/qr-settings'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { NumberField } from './NumberField'

interface QrStyleFieldsProps {
  style: QrStyle
  onChange: (style: QrStyle) => void
}

/**
 * Error correction, module style, margin, scale, the PNG's size and the two colours, with a warning when the
 * colours are too close.
 */
export function QrStyleFields({ style, onChange }: QrStyleFieldsProps) {
  const set = (patch: Partial<QrStyle>) => onChange({ ...style, ...patch })
  const warning = colourWarning(style.darkColor, style.lightColor)
  return (
    <fieldset className="qr-fieldset">
      <legend>Appearance</legend>
      <SelectField
        id="qr-error-level"
        label="Error correction"
        value={style.errorLevel}
        options={ERROR_LEVELS}
        optionLabel={(level) => `${level} ${ERROR_LEVEL_RECOVERY[level]}`}
        onChange={(errorLevel) => set({ errorLevel })}
      />
      <SelectField
        id="qr-module-shape"
        label="Module style"
        value={style.moduleShape}
        options={MODULE_SHAPES}
        optionLabel={(shape) => MODULE_SHAPE_LABELS[shape]}
        onChange={(moduleShape) => set({ moduleShape })}
      />
      <div className="qr-row">
        <NumberField
          label="Margin (modules)"
          value={style.margin}
          range={MARGIN_RANGE}
          onChange={(margin) => set({ margin })}
          hint="0 to 8"
        />
        <NumberField
          label="Scale (pixels per module)"
          value={style.scale}
          range={SCALE_RANGE}
          onChange={(scale) => set({ scale })}
          hint="2 to 12"
        />
      </div>
      <SelectField
        id="qr-png-size"
        label="PNG download size"
        value={String(style.pngSize)}
        options={PNG_SIZES.map(String)}
        optionLabel={(size) => `${size} × ${size} px`}
        onChange={(size) => set({ pngSize: Number(size) as QrStyle['pngSize'] })}
      />
      <div className="qr-row">
        <div className="field">
          <label htmlFor="qr-dark-colour">Dark colour</label>
          <input
            id="qr-dark-colour"
            type="color"
            value={style.darkColor}
            aria-describedby={warning ? 'qr-colour-warning' : undefined}
            onChange={(event) => set({ darkColor: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="qr-light-colour">Light colour</label>
          <input
            id="qr-light-colour"
            type="color"
            value={style.lightColor}
            aria-describedby={warning ? 'qr-colour-warning' : undefined}
            onChange={(event) => set({ lightColor: event.target.value })}
          />
        </div>
      </div>
      {warning && (
        <p id="qr-colour-warning" className="qr-warning" role="status">
          {warning}
        </p>
      )}
    </fieldset>
  )
}
