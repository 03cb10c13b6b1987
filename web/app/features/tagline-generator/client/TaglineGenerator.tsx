import { useId, useState, type FormEvent } from 'react'
import * as toolsApi from '@studio/api/contract/tools'
import { toast } from '#app/common/ui/toast.ts'
import { copyText } from '#app/common/ui/copy-text.ts'
import '#app/common/server-tools/server-tools.css'
import { JobStatus } from '#app/common/server-tools/JobStatus.tsx'
import { ToolError } from '#app/common/server-tools/ToolError.tsx'
import { useToolCall } from '#app/common/server-tools/use-tool-call.ts'
import { TextField } from '#app/common/ui/TextField.tsx'

/**
 * Industry and value proposition in, taglines as preformatted text out (docs/product.md#tagline-generator).
 */
export function TaglineGenerator() {
  const [industry, setIndustry] = useState('')
  const [value, setValue] = useState('')
  const [taglines, setTaglines] = useState('')
  const { busy, error, run, progress, cancel } = useToolCall(toolsApi.tagline, {
    success: 'Taglines generated!',
  })
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!industry.trim() || !value.trim()) {
      toast.info('Please enter both industry and value proposition.')
      return
    }
    const result = await run({ industry, value })
    if (result) setTaglines(result.taglines)
  }

  return (
    <>
      <form className="form card" onSubmit={submit} noValidate aria-busy={busy}>
        <TextField
          label="Industry"
          name="industry"
          required
          maxLength={200}
          placeholder="Bakery"
          value={industry}
          onChange={setIndustry}
        />
        <TextField
          label="Value proposition"
          name="value"
          required
          maxLength={400}
          placeholder="Warm biscuits by 6 AM"
          value={value}
          onChange={setValue}
        />
        <ToolError message={error} />
        <div>
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Generating...' : 'Generate Taglines'}
          </button>
        </div>
        <JobStatus busy={busy} progress={progress} onCancel={cancel} />
      </form>
      <div aria-live="polite">
        {taglines ? (
          <section className="result-card tool-result" aria-labelledby={`${id}-taglines`}>
            <h2 id={`${id}-taglines`}>Taglines</h2>
            <pre>{taglines}</pre>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => void copyText(taglines)}
            >
              Copy all
            </button>
          </section>
        ) : null}
      </div>
    </>
  )
}
