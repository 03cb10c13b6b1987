import { useId } from 'react'
import type { Range } from '../shared/qr-settings'

interface NumberFieldProps {
  label: string
  /** NaN while the input is empty; the renderer then uses the default. */
  value: number
  range: Range
  onChange: (value: number) => void
  hint?: string
}

/** A labelled number input bounded by `range`; out-of-range entries are clamped when rendering. */
export function NumberField({ label, value, range, onChange, hint }: NumberFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={Number.isNaN(value) ? '' : value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? NaN : Number(event.target.value))}
      />
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  )
}
