import { useId, type HTMLAttributes } from 'react'

interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  name?: string
  type?: 'text' | 'url' | 'email' | 'tel' | 'password'
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number
  required?: boolean
  maxLength?: number
  placeholder?: string
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  /** A sentence shown under the field and read out with it. */
  hint?: string
  /** The id of a message elsewhere about this field (an error), read out with it. */
  describedBy?: string
  invalid?: boolean
}

/** A labelled text input or textarea: the one field of every form that asks for text. */
export function TextField({
  label,
  onChange,
  rows,
  type = 'text',
  hint,
  describedBy,
  invalid,
  ...input
}: TextFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const shared = {
    ...input,
    id,
    'aria-describedby': [describedBy, hintId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': invalid || undefined,
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea rows={rows} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={type} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  )
}
