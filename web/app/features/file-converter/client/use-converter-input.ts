import { useState, type ChangeEvent } from 'react'
import { binarySniffBytes, looksBinary } from '../shared/binary-content'
import type { OutputOptions } from '../shared/convert'
import {
  baseName,
  formatFromFile,
  previewChars,
  sniffFormat,
  type OutputFormat,
  type SourceFormat,
} from '../shared/formats'
import { fileConverterMessages as messages } from '../shared/messages'
import { splitMinBytes } from '../shared/split-conversion'
import type { ConvertJob } from '../worker/file-convert.worker'
import type { Conversion } from './use-conversion'

/** Uploads up to this size are put in the text box to edit; bigger ones are converted straight from the file. */
const editableBytes = 256 * 1024

/**
 * What is to be converted and how: the text (typed, pasted or read from a small file) or a large file,
 * its format, the target, the output options and the file name. Every change drops the conversion's
 * result, which no longer matches.
 */
export function useConverterInput(conversion: Pick<Conversion, 'clear' | 'fail' | 'startWorkers'>) {
  const [fileName, setFileName] = useState('')
  const [content, setContent] = useState('')
  const [largeFile, setLargeFile] = useState<File | null>(null)
  const [source, setSource] = useState<SourceFormat>('auto')
  const [target, setTarget] = useState<OutputFormat>('json')
  const [outputOptions, setOutputOptions] = useState<OutputOptions>({
    spreadsheetSafe: false,
    excelBom: false,
    typedValues: false,
  })

  /** New text replaces the file: its detected format and name no longer apply (docs/product.md#file-converter). */
  const forgetFile = () => {
    setSource('auto')
    setFileName('')
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    conversion.clear()
    const byName = formatFromFile(file.name, file.type)
    if (byName === 'xlsx') {
      // A workbook is read in the worker; there is no text to show or edit.
      setFileName(baseName(file.name))
      setLargeFile(file)
      setContent('')
      setSource('xlsx')
      return
    }
    if (looksBinary(new Uint8Array(await file.slice(0, binarySniffBytes).arrayBuffer()))) {
      event.target.value = ''
      setLargeFile(null)
      setContent('')
      conversion.fail(messages.binaryFile)
      return
    }
    setFileName(baseName(file.name))
    if (file.size <= editableBytes) {
      const text = await file.text()
      setLargeFile(null)
      setContent(text)
      setSource(byName ?? sniffFormat(text) ?? 'auto')
    } else {
      // Only the start is shown: putting megabytes in a text box would freeze the page.
      setLargeFile(file)
      setContent(await file.slice(0, previewChars).text())
      setSource(byName ?? 'auto')
      if (file.size >= splitMinBytes) conversion.startWorkers()
    }
  }

  return {
    fileName,
    content,
    largeFile,
    source,
    target,
    outputOptions,
    upload,
    forgetFile,
    /** The conversion these choices ask for. */
    job: (): ConvertJob => ({ input: largeFile ?? content, source, target, options: outputOptions }),
    editContent(text: string) {
      setContent(text)
      if (text === '') forgetFile()
      conversion.clear()
    },
    /** The large file is dropped, for text to be pasted instead. */
    dropFile() {
      setLargeFile(null)
      setContent('')
      forgetFile()
      conversion.clear()
    },
    chooseSource(format: SourceFormat) {
      setSource(format)
      conversion.clear()
    },
    chooseTarget(format: OutputFormat) {
      setTarget(format)
      conversion.clear()
    },
    chooseOption(option: keyof OutputOptions, on: boolean) {
      setOutputOptions({ ...outputOptions, [option]: on })
      conversion.clear()
    },
    /** The output's name; the result stays, its download takes the new name. */
    rename: setFileName,
  }
}

export type ConverterInput = ReturnType<typeof useConverterInput>
