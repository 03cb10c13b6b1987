import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { composeJobs, type AnyJobModule } from './compose-jobs.ts'

/** A module of these payloads whose processors are never asked for here. */
const module = (payloads: Record<string, z.ZodType>, extra: Partial<AnyJobModule<unknown>> = {}) => ({
  payloads,
  processors: () => Promise.reject(new Error('not loaded in this test')),
  ...extra,
})

describe('composeJobs', () => {
  it("keeps every domain's names with their own payload schemas, lanes and schedules", () => {
    const mail = module({ 'send-note': z.object({ to: z.email() }) }, { lane: 'mail' })
    const audits = module(
      { 'audit-page': z.object({ url: z.url() }), 'audit-site': z.object({}) },
      {
        schedules: [
          {
            key: 'audit-site-daily',
            job: 'audit-site' as never,
            minute: 0,
            timeZone: 'UTC',
            runAtStart: false,
          },
        ],
      },
    )
    const jobs = composeJobs([mail, audits])
    expect(jobs.names).toEqual(['send-note', 'audit-page', 'audit-site'])
    expect(jobs.payloadSchema('audit-page' as never)).toBe(audits.payloads['audit-page'])
    expect(jobs.laneOf('send-note' as never)).toBe('mail')
    expect(jobs.laneOf('audit-page' as never)).toBe('jobs')
    expect(jobs.schedules.map((schedule) => schedule.key)).toEqual(['audit-site-daily'])
    expect(jobs.isJobName('audit-site')).toBe(true)
    expect(jobs.isJobName('send-mail')).toBe(false)
    expect(() => jobs.parsePayload('send-note' as never, { to: 'not an address' })).toThrow()
  })

  it('runs a job stored under a former name as its new one, and refuses a former name that is taken', () => {
    const audits = module(
      { 'weekly-audit': z.object({}) },
      { formerNames: { 'audit-site': 'weekly-audit' as never } },
    )
    const jobs = composeJobs([audits])
    expect(jobs.currentName('audit-site')).toBe('weekly-audit')
    expect(jobs.currentName('weekly-audit')).toBe('weekly-audit')
    expect(jobs.currentName('mystery-job')).toBeUndefined()
    const reused = module({ 'audit-site': z.object({}) })
    expect(() => composeJobs([audits, reused])).toThrow(
      "The former job name 'audit-site' is a job's name again.",
    )
  })

  it('refuses a name that two domains declare', () => {
    const first = module({ 'send-note': z.object({}) })
    const second = module({ 'send-note': z.object({ urgent: z.boolean() }) })
    expect(() => composeJobs([first, second])).toThrow(
      "The job name 'send-note' is declared by two domains: give one of them another name.",
    )
  })
})
