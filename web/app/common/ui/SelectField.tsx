interface SelectFieldProps<Value extends string> {
  /** Given by the form, so the select keeps the id the form derives from its own useId(). */
  id: string
  label: string
  name?: string
  value: Value
  options: readonly Value[]
  optionLabel: (option: Value) => string
  onChange: (value: Value) => void
}

/** A labelled drop-down over a fixed list of values: every select of the site's forms. */
export function SelectField<Value extends string>({
  id,
  label,
  name,
  value,
  options,
  optionLabel,
  onChange,
}: SelectFieldProps<Value>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  )
}
