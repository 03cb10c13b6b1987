import { describe, expect, it } from 'vitest'
import { jobCatalogue } from './jobs.ts'

describe('the one list of jobs', () => {
  it('has every name once, mail in its own lane', () => {
    const { names } = jobCatalogue
    expect(names).toContain('send-mail')
    expect(new Set(names).size).toBe(names.length)
    expect(names.filter((name) => jobCatalogue.laneOf(name) === 'mail')).toEqual(['send-mail'])
  })

  it("loads every domain's processors, each covering exactly its module's names", async () => {
    for (const module of jobCatalogue.modules) {
      const createProcessors = await module.processors()
      // The processors only close over their deps when made; none is called here.
      const handlers = createProcessors({} as never)
      expect(Object.keys(handlers).sort()).toEqual(Object.keys(module.payloads).sort())
    }
  })
})
