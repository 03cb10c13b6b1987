import { z } from 'zod'
import { isCalendarDate } from './calendar-date.ts'

// What the bills endpoints (/api/bills/*) accept. The page imposes no checks of its own
// (docs/product.md#changing-bills), so every rule lives here and each refusal reads as a sentence: "Amount:
// must be a number of dollars, 0 or more."

const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : `must be ${expected}`

const billId = z
  .number({ error: required('a bill id number') })
  .int('must be a bill id number')
  .positive('must be a bill id number')
  .max(Number.MAX_SAFE_INTEGER, 'must be a bill id number')

const billName = z
  .string({ error: required('text') })
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')

// Up to 10 integer digits and 2 decimals: exactly what numeric(12,2) holds, so nothing is rounded away.
const dollarsPattern = /^\d{1,10}(\.\d{1,2})?$/
const amountSentence = 'a number of dollars, 0 or more, below 10 billion, with at most two decimals'

/** A number (12.5) or numeric text ("12.50"); kept as exact text for PostgreSQL's numeric. */
const billAmount = z
  .union([z.number(), z.string().trim()], { error: required(amountSentence) })
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((text) => dollarsPattern.test(text), `must be ${amountSentence}`)

const dueDate = z
  .string({ error: required('a date like 2025-01-31') })
  .refine(isCalendarDate, 'must be a real date like 2025-01-31')

/** An owner is one of the household members, matched regardless of case and stored as configured. */
function householdOwner(members: readonly string[]) {
  const choices = `${members.slice(0, -1).join(', ')} or ${members.at(-1)}`
  return z
    .string({ error: required(`one of ${choices}`) })
    .trim()
    .transform((name, context) => {
      const member = members.find((candidate) => candidate.toLowerCase() === name.toLowerCase())
      if (!member) context.addIssue({ code: 'custom', message: `must be one of ${choices}` })
      return member ?? z.NEVER
    })
}

function billInputSchemas(members: readonly string[]) {
  const owner = householdOwner(members)
  const target = { id: billId, owner }
  return {
    listQuery: z.object({ owner }),
    add: z.object({ owner, name: billName, amount: billAmount, dueDate }),
    setPaid: z.strictObject({ ...target, paid: z.boolean({ error: required('true or false') }) }),
    edit: z.object({ ...target, name: billName, amount: billAmount, dueDate }),
    target: z.object(target),
  }
}

export type BillInputSchemas = ReturnType<typeof billInputSchemas>

// zod compiles a schema on its first parse, which costs far more than the parse: build each household's
// schemas once and keep the most recently made few hundred (names change rarely; a rename makes new ones).
const cachedSchemas = new Map<string, BillInputSchemas>()
const cachedSchemasMax = 500

/** billInputSchemas(members), made once per pair of names. */
export function billInputSchemasFor(members: readonly string[]): BillInputSchemas {
  const key = JSON.stringify(members)
  let schemas = cachedSchemas.get(key)
  if (!schemas) {
    schemas = billInputSchemas(members)
    if (cachedSchemas.size >= cachedSchemasMax) cachedSchemas.delete(cachedSchemas.keys().next().value!)
    cachedSchemas.set(key, schemas)
  }
  return schemas
}
export type NewBill = z.infer<BillInputSchemas['add']>
export type BillEdit = z.infer<BillInputSchemas['edit']>
export type BillTarget = z.infer<BillInputSchemas['target']>
export type BillPaidChange = z.infer<BillInputSchemas['setPaid']>

/** A household's two member names, as configured or as its members named themselves. */
export type Members = readonly [string, string]

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

export const remindersBody = z.object({ enabled: z.boolean({ error: 'must be true or false' }) })
