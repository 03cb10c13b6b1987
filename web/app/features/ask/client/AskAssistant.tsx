import { useId, useState, type FormEvent } from 'react'
import { askSuggestions } from '@studio/api/contract/ask'
import * as toolsApi from '@studio/api/contract/tools'
import { siteConfig } from '#app/site/config.ts'
import { toast } from '#app/common/ui/toast.ts'
import '#app/common/server-tools/server-tools.css'
import { JobStatus } from '#app/common/server-tools/JobStatus.tsx'
import { ToolError } from '#app/common/server-tools/ToolError.tsx'
import { useToolCall } from '#app/common/server-tools/use-tool-call.ts'
import { loadMarkdownRenderer, type MarkdownRenderer } from '#app/common/markdown/load-markdown.ts'
import { TextField } from '#app/common/ui/TextField.tsx'

/** The assistant's answer, and what shows it formatted (null: it could not be loaded, so as plain text). */
interface Reply {
  text: string
  Markdown: MarkdownRenderer | null
}

/** A question box, suggested questions and the assistant's markdown answer (docs/product.md#ask). */
export function AskAssistant() {
  const [prompt, setPrompt] = useState('')
  const [reply, setReply] = useState<Reply | null>(null)
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

  async function ask(question: string) {
    if (!question.trim()) {
      toast.info('Please enter a question.')
      return
    }
    // The renderer loads while the assistant thinks, so the answer is shown formatted from its first paint.
    const markdown = loadMarkdownRenderer()
    const result = await run({ prompt: question })
    if (result) setReply({ text: result.reply, Markdown: await markdown })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void ask(prompt)
  }

  function askSuggestion(question: string) {
    setPrompt(question)
    void ask(question)
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
        <JobStatus
          busy={thinking}
          progress={progress}
          onCancel={cancel}
          sent={`Your question is on its way to ${name}…`}
        />
      </form>
      <div aria-live="polite">
        {reply !== null ? (
          <section className="result-card tool-result" aria-labelledby={`${id}-reply`}>
            <h2 id={`${id}-reply`}>{name} says</h2>
            {reply.Markdown ? (
              <reply.Markdown className="assistant-reply" markdown={reply.text} />
            ) : (
              <p className="assistant-reply assistant-reply--plain">{reply.text}</p>
            )}
          </section>
        ) : null}
      </div>
      <section className="ask-suggestions" aria-labelledby={`${id}-suggestions`}>
        <h2 id={`${id}-suggestions`}>Not sure where to start?</h2>
        <ul>
          {askSuggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                className="btn btn--small btn--secondary"
                type="button"
                disabled={thinking}
                onClick={() => askSuggestion(suggestion)}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
