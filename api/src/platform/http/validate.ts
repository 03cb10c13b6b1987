import type { z } from 'zod'
import { badRequest, type HttpError } from './http-error.ts'

/** Parses a request body or query with a zod schema; the first problem becomes a 400 sentence. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.join('.')
  throw badRequest(
    field ? `${capitalize(field)}: ${issue?.message}.` : `${issue?.message ?? 'Invalid request'}.`,
  )
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Parses input with a schema whose messages are whole sentences: the first problem is the 400's sentence. */
export function parseSentenceInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  throw badRequest(result.error.issues[0]?.message ?? 'The request could not be read.')
}

/**
 * A path's `:id` read with `schema`. Anything that is not such an id names nothing: the same "not found"
 * (`noSuch(raw)`) as an unknown id, never a 400 about its shape (`/dashboard/requests/abc` is a bad link).
 */
export function parsePathId(
  schema: z.ZodType<{ id: number }>,
  params: Record<string, string | string[] | undefined>,
  noSuch: (raw: string) => HttpError,
): number {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw noSuch(String(params.id))
  return parsed.data.id
}
