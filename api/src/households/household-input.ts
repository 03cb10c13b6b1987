import { z } from 'zod'
import type { Members } from './households.repository.ts'

// What POST /api/bills/household.php accepts: two names, each 1–40 characters once trimmed, not the same
// name twice in any case (the bills' owner matching ignores case, so "Sam" and "SAM" would be one person).

const memberNameMaxLength = 40

function checkMembers(value: unknown, context: z.RefinementCtx): Members {
  const refuse = (message: string) => {
    context.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  if (!Array.isArray(value) || value.length !== 2 || !value.every((name) => typeof name === 'string')) {
    return refuse('must be a list of two names')
  }
  const [first, second] = value.map((name: string) => name.trim()) as [string, string]
  for (const name of [first, second]) {
    if (name.length === 0) return refuse('each name needs at least one character')
    if (name.length > memberNameMaxLength) {
      return refuse(`each name must be at most ${memberNameMaxLength} characters`)
    }
  }
  if (first.toLowerCase() === second.toLowerCase()) {
    return refuse('must be two different names (names that differ only in case count as the same)')
  }
  return [first, second]
}

export const householdMembersBody = z.object({
  members: z.unknown().transform(checkMembers),
})
