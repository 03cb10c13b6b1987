import type { z } from 'zod'

/** A domain's jobs: each name with the zod schema of its payload. */
export type JobSchemas = Record<string, z.ZodType>

/** `A | B | C` as `A & B & C`: the composed list has every domain's names, each with its own schema. */
type AllOf<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void
  ? All
  : never

/**
 * Every domain's jobs (`<domain>.jobs.ts`) as one list of names. A name two domains declare stops the
 * process as the registry loads, since enqueueing it would reach whichever handler came last.
 */
export function composeJobs<const Domains extends readonly JobSchemas[]>(
  ...domains: Domains
): AllOf<Domains[number]> {
  const composed: JobSchemas = {}
  for (const jobs of domains) {
    for (const [name, schema] of Object.entries(jobs)) {
      if (Object.hasOwn(composed, name)) {
        throw new Error(`The job name '${name}' is declared by two domains: give one of them another name.`)
      }
      composed[name] = schema
    }
  }
  return composed as AllOf<Domains[number]>
}
