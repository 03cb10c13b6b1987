import { SelectField } from '#app/common/ui/SelectField.tsx'
import { fileFormats, formatLabels, outputFormats, type SourceFormat } from '../shared/formats'
import type { ConverterInput } from './use-converter-input'

/** The source choices: auto detection first, then each format. */
const sourceFormats: readonly SourceFormat[] = ['auto', ...fileFormats]

function sourceLabel(format: SourceFormat): string {
  return format === 'auto' ? 'Auto detect' : formatLabels[format]
}

/** The source's format (as detected, or chosen), the target format and the output's file name. */
export function ConversionChoices({ id, input }: { id: string; input: ConverterInput }) {
  return (
    <div className="file-converter__options">
      <SelectField
        id={`${id}-source`}
        label="Detected format"
        value={input.source}
        options={sourceFormats}
        optionLabel={sourceLabel}
        onChange={input.chooseSource}
      />
      <SelectField
        id={`${id}-target`}
        label="Convert to"
        value={input.target}
        options={outputFormats}
        optionLabel={(format) => formatLabels[format]}
        onChange={input.chooseTarget}
      />
      <div className="field">
        <label htmlFor={`${id}-name`}>File name</label>
        <input
          id={`${id}-name`}
          type="text"
          value={input.fileName}
          placeholder="converted-file"
          onChange={(event) => input.rename(event.target.value)}
        />
      </div>
    </div>
  )
}
