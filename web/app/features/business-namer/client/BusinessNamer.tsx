import { useId, useState, type FormEvent } from 'react'
import * as toolsApi from '@studio/api/contract/tools'
import type { Vibe } from '@studio/api/contract/tools'
import { toast } from '#app/common/ui/toast.ts'
import { copyText } from '#app/common/ui/copy-text.ts'
import '#app/common/server-tools/server-tools.css'
import { JobStatus } from '#app/common/server-tools/JobStatus.tsx'
import { ToolError } from '#app/common/server-tools/ToolError.tsx'
import { useToolCall } from '#app/common/server-tools/use-tool-call.ts'
import { vibeLabel, vibes } from '../shared/vibe-options'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { TextField } from '#app/common/ui/TextField.tsx'

/** Keywords and a vibe in, a list of names with Copy buttons out (docs/product.md#business-namer). */
export function BusinessNamer() {
  const [keywords, setKeywords] = useState('')
  const [vibe, setVibe] = useState<Vibe>('professional')
  const [names, setNames] = useState<string[]>([])
  const { busy, error, run, progress, cancel } = useToolCall(toolsApi.businessName, {
    success: 'Name ideas ready – pick your empire.',
  })
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!keywords.trim()) {
      toast.info('Please enter some keywords to get started.')
      return
    }
    const result = await run({ keywords, vibe })
    if (result) setNames(result.names)
  }

  return (
    <>
      <form className="form card" onSubmit={submit} noValidate aria-busy={busy}>
        <TextField
          label="Keywords"
          name="keywords"
          required
          maxLength={200}
          placeholder="biscuits, coffee, Thomasville"
          value={keywords}
          onChange={setKeywords}
        />
        <SelectField
          id={`${id}-vibe`}
          label="Vibe"
          name="vibe"
          value={vibe}
          options={vibes}
          optionLabel={vibeLabel}
          onChange={setVibe}
        />
        <ToolError message={error} />
        <div>
          <button className="btn" type="submit" disabled={busy}>
            {busy ? 'Brainstorming...' : 'Generate Names'}
          </button>
        </div>
        <JobStatus busy={busy} progress={progress} onCancel={cancel} />
      </form>
      <div aria-live="polite">
        {names.length ? (
          <section className="result-card tool-result" aria-labelledby={`${id}-names`}>
            <h2 id={`${id}-names`}>Name ideas</h2>
            <ul className="copy-list">
              {names.map((name) => (
                <li key={name}>
                  <span>{name}</span>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => void copyText(name)}
                    aria-label={`Copy ${name}`}
                  >
                    Copy
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  )
}
