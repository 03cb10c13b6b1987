import { useId } from 'react'
import { ConversionChoices } from './ConversionChoices'
import { ConversionControls } from './ConversionControls'
import { ConvertedPreview } from './ConvertedPreview'
import { InputFields } from './InputFields'
import { InputPreview } from './InputPreview'
import { OutputOptionFields } from './OutputOptionFields'
import { useConversion } from './use-conversion'
import { useConverterInput } from './use-converter-input'
import './file-converter.css'

/** The file converter's page: the input and the choices, the conversion in workers, and its result. */
export function FileConverter() {
  const id = useId()
  const conversion = useConversion()
  const input = useConverterInput(conversion)
  const { outcome } = conversion
  return (
    <div className="file-converter">
      <div className="card form">
        <InputFields id={id} input={input} />
        <ConversionChoices id={id} input={input} />
        <OutputOptionFields input={input} />
        <ConversionControls
          id={id}
          outcome={outcome}
          onConvert={() => conversion.convert(input.job())}
          onCancel={conversion.cancel}
        />
      </div>
      <InputPreview content={input.content} source={input.source} />
      {outcome.kind === 'converted' && (
        <ConvertedPreview result={outcome.result} url={outcome.url} fileName={input.fileName} />
      )}
    </div>
  )
}
