import { useId, useState, type FormEvent } from 'react'
import { TextField } from '#app/common/ui/TextField.tsx'
import { toast } from '#app/common/ui/toast.ts'
import { linkSite } from './care-plan-api'
import { FormError } from './FormError'
import { useApiWrite } from '#app/common/api-state/use-api.ts'

/** The admin links a site to a client's account: the client's username, the site's name and address. */
export function LinkSiteForm({ onLinked }: { onLinked: () => void }) {
  const id = useId()
  const [client, setClient] = useState('')
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  const { error, busy, run } = useApiWrite()

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(
      () => linkSite({ client: client.trim(), name: name.trim(), url: url.trim() }),
      ({ site }) => {
        setName('')
        setUrl('')
        toast.success(`${site.name} is linked to ${site.client}; its first check is on its way.`)
        onLinked()
      },
    )
  }

  return (
    <form className="form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h3">
        Link a site
      </h2>
      <TextField label="Client's username" value={client} onChange={setClient} required autoComplete="off" />
      <TextField label="Site name" value={name} onChange={setName} required maxLength={120} />
      <TextField
        label="Address"
        type="url"
        value={url}
        onChange={setUrl}
        required
        placeholder="https://example.com"
        hint="The home page, starting with https:// or http://."
      />
      <FormError id={`${id}-error`} error={error} />
      <button type="submit" className="btn" aria-disabled={busy}>
        {busy ? 'Linking…' : 'Link Site'}
      </button>
    </form>
  )
}
