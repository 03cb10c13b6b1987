import type { z } from 'zod'
import { badRequest } from './http-error.ts'

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
