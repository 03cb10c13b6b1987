import type { z } from 'zod'
import type { QueueLane } from '../../contract/dashboard.ts'
import type { JobName, JobPayload } from './job-contracts.ts'
import type { JobHandlers } from './job-queue.ts'

/**
 * A recurring job: at `minute` past every hour (every minute when `minute` is 'every'), or past `hour`
 * only, on every day or on `dayOfMonth` only, on the clocks of `timeZone`.
 */
export interface Schedule<Name extends JobName = JobName> {
  /** The BullMQ job scheduler's key: declaring it again (another worker, a restart) replaces it. */
  key: string
  job: Name
  minute: number | 'every'
  hour?: number
  dayOfMonth?: number
  timeZone: string
  /** Also run once when the process starts, so a process that was down at the time catches up. */
  runAtStart: boolean
}

/**
 * A domain's jobs, all in its `<domain>.jobs.ts`: each name's payload schema, the queue they run in, the
 * recurring ones' schedules, and the processors that run them. The processors are loaded only when asked
 * for (by the worker), so the API, which only enqueues, loads no processor, fetcher or mailer.
 */
export interface JobModule<Name extends JobName, Deps> {
  payloads: { readonly [N in Name]: z.ZodType<JobPayload<N>> }
  /** 'mail' for mail, which has a queue and worker slots of its own; 'jobs' when absent. */
  lane?: QueueLane
  schedules?: readonly Schedule<Name>[]
  /**
   * Names these jobs were once queued under, with the name each runs as now: a job a deploy left stored
   * under the old name (waiting, delayed or retrying) is still run, not failed as unknown.
   */
  formerNames?: Readonly<Record<string, Name>>
  processors(): Promise<(deps: Deps) => { [N in Name]: JobHandlers[N] }>
}

/** Any domain's module, as the one list holds it (its names forgotten, the deps it needs kept). */
export interface AnyJobModule<Deps> {
  payloads: Readonly<Record<string, z.ZodType>>
  lane?: QueueLane
  schedules?: readonly Schedule[]
  formerNames?: Readonly<Record<string, JobName>>
  processors(): Promise<(deps: Deps) => Partial<JobHandlers>>
}

/** A domain's module, its names checked against its payloads, schedules and processors. */
export function defineJobModule<Name extends JobName, Deps>(
  module: JobModule<Name, Deps>,
): JobModule<Name, Deps> {
  return module
}

/** Every domain's jobs as one list: what the producer, the consumers and the schedules read. */
export interface JobCatalogue<Deps> {
  modules: readonly AnyJobModule<Deps>[]
  names: JobName[]
  schedules: readonly Schedule[]
  isJobName(name: string): name is JobName
  /** The name a stored job runs as: its own, or the new name of a former one; undefined when unknown. */
  currentName(storedName: string): JobName | undefined
  parsePayload<Name extends JobName>(name: Name, payload: unknown): JobPayload<Name>
  /** The schema a consumer checks a stored payload against again. */
  payloadSchema(name: JobName): z.ZodType
  laneOf(name: JobName): QueueLane
}

/**
 * The domains' job modules (api/src/jobs.ts lists them) as one catalogue. A name two domains declare stops
 * the process as the list loads, since enqueueing it would reach whichever handler came last.
 */
export function composeJobs<Deps>(modules: readonly AnyJobModule<Deps>[]): JobCatalogue<Deps> {
  const schemas = new Map<string, z.ZodType>()
  const lanes = new Map<string, QueueLane>()
  for (const module of modules) {
    for (const [name, schema] of Object.entries(module.payloads)) {
      if (schemas.has(name)) {
        throw new Error(`The job name '${name}' is declared by two domains: give one of them another name.`)
      }
      schemas.set(name, schema)
      lanes.set(name, module.lane ?? 'jobs')
    }
  }
  const isJobName = (name: string): name is JobName => schemas.has(name)
  const renamed = new Map(modules.flatMap((module) => Object.entries(module.formerNames ?? {})))
  for (const [former, current] of renamed) {
    if (isJobName(former)) throw new Error(`The former job name '${former}' is a job's name again.`)
    if (!isJobName(current))
      throw new Error(`The job '${former}' was renamed to '${current}', which no domain declares.`)
  }
  return {
    modules,
    names: [...schemas.keys()] as JobName[],
    schedules: modules.flatMap((module) => module.schedules ?? []),
    isJobName,
    currentName: (storedName) => (isJobName(storedName) ? storedName : renamed.get(storedName)),
    parsePayload: (name, payload) => schemas.get(name)!.parse(payload) as JobPayload<typeof name>,
    payloadSchema: (name) => schemas.get(name)!,
    laneOf: (name) => lanes.get(name)!,
  }
}
