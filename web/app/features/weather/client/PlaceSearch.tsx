import { useState, type FormEvent } from 'react'
import { siteConfig } from '#app/site/config.ts'
import { TextField } from '#app/common/ui/TextField.tsx'

/** A town to look up by name, with the studio's own town one click away. */
export function PlaceSearch({ busy, onSearch }: { busy: boolean; onSearch: (place: string) => void }) {
  const [place, setPlace] = useState('')
  const [missing, setMissing] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setMissing(!place.trim())
    if (place.trim()) onSearch(place.trim())
  }

  return (
    <form className="form card weather-place" aria-label="Weather for a place" onSubmit={submit} noValidate>
      <TextField
        label="Town or city"
        name="place"
        required
        maxLength={100}
        autoComplete="address-level2"
        placeholder={siteConfig.businessCity}
        hint="Add the state to pick the right one, like “Thomasville, Georgia”."
        invalid={missing}
        value={place}
        onChange={setPlace}
      />
      {missing ? (
        <p className="status-error" role="alert">
          Please type a town or city.
        </p>
      ) : null}
      <div className="btn-row">
        <button className="btn" type="submit" disabled={busy}>
          Show Weather
        </button>
        <button
          className="btn btn--secondary"
          type="button"
          disabled={busy}
          onClick={() => onSearch(siteConfig.businessCity)}
        >
          Use {siteConfig.businessCity}
        </button>
      </div>
    </form>
  )
}
