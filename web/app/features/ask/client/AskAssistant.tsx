import { useId, useState, type FormEvent } from 'react'
import * as toolsApi from '@studio/api/contract/tools'
import { siteConfig } from '#app/site/config.ts'
import { toast } from '#app/common/ui/toast.ts'
import '#app/common/server-tools/server-tools.css'
import { JobStatus } from '#app/common/server-tools/JobStatus.tsx'
import { ToolError } from '#app/common/server-tools/ToolError.tsx'
import { useToolCall } from '#app/common/server-tools/use-tool-call.ts'
import { SafeMarkdown } from '#app/common/markdown/SafeMarkdown.tsx'
import { TextField } from '#app/common/ui/TextField.tsx'

/** A question box and the assistant's markdown answer (docs/product.md#ask). */
export function AskAssistant() {
  const [prompt, setPrompt] = useState('')
  const [reply, setReply] = useState<string | null>(null)
  const id = useId()
  const name = siteConfig.assistantName
  const {
    busy: thinking,
    error,
    run,
    progress,
    cancel,
  } = useToolCall(toolsApi.ask, {
    success: `${name}'s got you covered!`,
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!prompt.trim()) {
      toast.info('Please enter a question.')
      return
    }
    const result = await run({ prompt })
    if (result) setReply(result.reply)
  }

  return (
    <>
      <form className="form card" onSubmit={submit} noValidate aria-busy={thinking}>
        <TextField
          label="Your question"
          name="prompt"
          rows={5}
          required
          maxLength={4000}
          value={prompt}
          onChange={setPrompt}
          placeholder="How much does the Hands Free Plan cost?"
        />
        <ToolError message={error} />
        <div>
          <button className="btn" type="submit" disabled={thinking}>
            {thinking ? 'Thinking...' : `Ask ${name}`}
          </button>
        </div>
        <JobStatus busy={thinking} progress={progress} onCancel={cancel} />
      </form>
      <div aria-live="polite">
        {reply !== null ? (
          <section className="result-card tool-result" aria-labelledby={`${id}-reply`}>
            <h2 id={`${id}-reply`}>{name} says</h2>
            <SafeMarkdown className="assistant-reply" markdown={reply} />
          </section>
        ) : null}
      </div>
    </>
  )
}
