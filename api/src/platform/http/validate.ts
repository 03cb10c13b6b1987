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

/** Parses input with a schema whose messages are whole sentences: the first problem is the 400's sentence. */
export function parseSentenceInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  throw badRequest(result.error.issues[0]?.message ?? 'The request could not be read.')
}
