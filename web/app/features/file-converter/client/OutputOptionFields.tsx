import type { OutputOptions } from '../shared/convert'
import { formatLabels, type OutputFormat } from '../shared/formats'
import type { ConverterInput } from './use-converter-input'

/** The output options each target offers, in the order shown. */
const outputChoices: Record<OutputFormat, (keyof OutputOptions)[]> = {
  json: ['typedValues'],
  ndjson: ['typedValues'],
  csv: ['spreadsheetSafe', 'excelBom'],
  tsv: ['spreadsheetSafe', 'excelBom'],
  txt: [],
  xlsx: ['spreadsheetSafe', 'typedValues'],
  md: [],
}

const outputOptionLabels: Record<keyof OutputOptions, string> = {
  spreadsheetSafe:
    'Spreadsheet-safe: cells starting with =, +, - or @ get a leading apostrophe, so a spreadsheet shows them as text instead of running them as formulas',
  excelBom: 'Start with a byte order mark, so Excel reads accents correctly',
  typedValues:
    'Type values read from a table (CSV, TSV or a spreadsheet): numbers, true and false, and empty cells as null (007, 1e5 and numbers too long to keep exactly stay text)',
}

/** A checkbox for each output option the target offers; nothing when it offers none. */
export function OutputOptionFields({ input }: { input: ConverterInput }) {
  const { target, outputOptions } = input
  if (outputChoices[target].length === 0) return null
  return (
    <fieldset className="file-converter__output-options">
      <legend>{formatLabels[target]} output</legend>
      {outputChoices[target].map((option) => (
        <label key={option}>
          <input
            type="checkbox"
            checked={outputOptions[option] ?? false}
            onChange={(event) => input.chooseOption(option, event.target.checked)}
          />
          {outputOptionLabels[option]}
        </label>
      ))}
    </fieldset>
  )
}
