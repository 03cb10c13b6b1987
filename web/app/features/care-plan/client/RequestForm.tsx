import { useId, useState, type FormEvent } from 'react'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { TextField } from '#app/common/ui/TextField.tsx'
import { toast } from '#app/common/ui/toast.ts'
import { fileRequest, type Site, type UpdateRequest } from './care-plan-api'
import { FormError } from './FormError'
import { useApiWrite } from '#app/common/api-state/use-api.ts'

const noSite = ''

/**
 * A new update request: a title, what to change and, optionally, which site. A refusal is shown beside the
 * form with the server's sentence, and what was typed stays.
 */
export function RequestForm({
  sites,
  onFiled,
}: {
  sites: Site[]
  onFiled: (request: UpdateRequest) => void
}) {
  const id = useId()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [siteId, setSiteId] = useState(noSite)
  const { error, busy, run } = useApiWrite()

  function submit(event: FormEvent) {
    event.preventDefault()
    const siteChosen = siteId === noSite ? {} : { siteId: Number(siteId) }
    void run(
      () => fileRequest({ title: title.trim(), body: body.trim(), ...siteChosen }),
      ({ request }) => {
        setTitle('')
        setBody('')
        setSiteId(noSite)
        toast.success('Request sent. The studio answers in its thread.')
        onFiled(request)
      },
    )
  }

  const siteName = (value: string) =>
    value === noSite ? 'No particular site' : (sites.find((site) => String(site.id) === value)?.name ?? value)
  return (
    <form className="form" onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
      <TextField label="Title" value={title} onChange={setTitle} required maxLength={120} />
      <TextField
        label="What should change?"
        value={body}
        onChange={setBody}
        rows={5}
        required
        maxLength={5000}
        hint="Plain text; links are fine."
      />
      {sites.length > 0 && (
        <SelectField
          id={`${id}-site`}
          label="Site (optional)"
          value={siteId}
          options={[noSite, ...sites.map((site) => String(site.id))]}
          optionLabel={siteName}
          onChange={setSiteId}
        />
      )}
      <FormError id={`${id}-error`} error={error} />
      <button type="submit" className="btn" aria-disabled={busy}>
        {busy ? 'Sending…' : 'Send Request'}
      </button>
    </form>
  )
}
