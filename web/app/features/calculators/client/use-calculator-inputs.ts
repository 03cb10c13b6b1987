import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useHydrated } from '#app/common/ui/use-hydrated.ts'
import { entryProblem, type Calculator, type EntryProblem } from '../shared/calculator'

/**
 * The raw text of a calculator's inputs, mirrored in the URL query so a result can be bookmarked or
 * shared. A field missing from the query has its default; an empty one is kept as `?name=` (counts as 0).
 */
export function useCalculatorInputs<Name extends string>(calculator: Calculator<Name>) {
  const [searchParams, setSearchParams] = useSearchParams()
  // The prerendered HTML knows no query string: read it only once hydrated, or hydration would mismatch.
  const hydrated = useHydrated()
  // Until the first edit the URL is the source; after it, local state (inputs must update synchronously).
  const [edited, setEdited] = useState<Record<Name, string> | null>(null)

  // A shared link's entry is refused like a typed one (negative, too large): the field shows its default.
  const fromUrl = (field: Calculator<Name>['fields'][number]) => {
    const shared = hydrated ? searchParams.get(field.name) : null
    return shared === null || entryProblem(shared) ? field.defaultValue : shared
  }
  const values =
    edited ??
    (Object.fromEntries(calculator.fields.map((field) => [field.name, fromUrl(field)])) as Record<
      Name,
      string
    >)

  /** Takes an entry unless it is refused; answers why it was refused, or null when it was taken. */
  function setValue(name: Name, value: string): EntryProblem | null {
    const problem = entryProblem(value)
    if (problem) return problem
    const next = { ...values, [name]: value }
    setEdited(next)
    const query = new URLSearchParams(searchParams)
    for (const field of calculator.fields) {
      if (next[field.name] === field.defaultValue) query.delete(field.name)
      else query.set(field.name, next[field.name])
    }
    setSearchParams(query, { replace: true, preventScrollReset: true })
    return null
  }

  return { values, setValue, hydrated }
}
