import { useId } from 'react'

interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'url' | 'email' | 'tel' | 'password'
  multiline?: boolean
  placeholder?: string
  autoComplete?: string
  /** The id of a message about this field (hint or error), read out with it. */
  describedBy?: string
  invalid?: boolean
}

/** A labelled text input or textarea, the building block of every QR type's fields. */
export function TextField({
  label,
  value,
  onChange,
  multiline,
  describedBy,
  invalid,
  ...input
}: TextFieldProps) {
  const id = useId()
  const shared = {
    id,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    placeholder: input.placeholder,
    autoComplete: input.autoComplete ?? 'off',
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input type={input.type ?? 'text'} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  )
}
