import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { composeJobs } from './compose-jobs.ts'
import { jobNames, jobPayloadSchemas } from './job-contracts.ts'

describe('composeJobs', () => {
  it("keeps every domain's names with their own payload schemas", () => {
    const mail = { 'send-note': z.object({ to: z.email() }) }
    const audits = { 'audit-page': z.object({ url: z.url() }), 'audit-site': z.object({}) }
    const jobs = composeJobs(mail, audits)
    expect(Object.keys(jobs)).toEqual(['send-note', 'audit-page', 'audit-site'])
    expect(jobs['audit-page']).toBe(audits['audit-page'])
  })

  it('refuses a name that two domains declare', () => {
    const first = { 'send-note': z.object({}) }
    const second = { 'send-note': z.object({ urgent: z.boolean() }) }
    expect(() => composeJobs(first, second)).toThrow(
      "The job name 'send-note' is declared by two domains: give one of them another name.",
    )
  })

  it('made the registry: one list of every job name', () => {
    expect(jobNames).toEqual(Object.keys(jobPayloadSchemas))
    expect(jobNames).toContain('send-mail')
    expect(new Set(jobNames).size).toBe(jobNames.length)
  })
})
