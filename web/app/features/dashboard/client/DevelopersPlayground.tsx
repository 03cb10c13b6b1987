import { useEffect, useState } from 'react'
import { formatStudioTime } from '@studio/api/contract/studio-time'
import { failureSentence } from '#app/api-client/failure-sentence.ts'
import { toast } from '#app/common/ui/toast.ts'
import { loadJobQueueState, retryJob, type FailedJob, type JobQueueState } from './dashboard-api'

const counts = ['waiting', 'active', 'delayed', 'failed'] as const

/**
 * The Developer's Playground (its content is ours to choose: docs/product.md#developers-playground): the job
 * queue behind the assistant, the audits, mail and the overdue check, its failed jobs with their errors, and
 * a retry. Mail lands here only after 24 hours of retries.
 */
export function DevelopersPlayground() {
  const [state, setState] = useState<JobQueueState | null | undefined>(undefined)
  const refresh = async () => setState(await loadJobQueueState())
  useEffect(() => {
    let current = true
    void loadJobQueueState().then((loaded) => current && setState(loaded))
    return () => {
      current = false
    }
  }, [])

  async function retry(job: FailedJob) {
    const reply = await retryJob(job)
    if (reply.ok) toast.success(reply.data.success)
    else toast.error(failureSentence(reply, 'Could not reach the server. Try again?'))
    await refresh()
  }

  if (state === undefined) return <p aria-busy="true">Loading the job queue…</p>
  if (state === null) return <p className="status-error">The job queue state could not be loaded.</p>
  return (
    <section aria-labelledby="job-queue-title">
      <div className="dashboard-heading">
        <h3 id="job-queue-title">Job queue</h3>
        <button type="button" className="btn btn--secondary" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>
      <p>
        {state.mode === 'redis'
          ? `BullMQ over Redis: ${state.health.state === 'ok' ? 'connected' : 'unreachable'}.`
          : 'No Redis: jobs run inside the API process; failed jobs are listed until it restarts (unsent mail is then tried again by itself).'}
      </p>
      <dl className="dashboard-counts">
        {counts.map((name) => (
          <div key={name}>
            <dt>{name[0]!.toUpperCase() + name.slice(1)}</dt>
            <dd>{state.health[name] ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <h4>Failed jobs</h4>
      {state.failed.length === 0 ? (
        <p className="field-hint">No failed jobs.</p>
      ) : (
        <div className="dashboard-table-scroll">
          <table className="dashboard-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Error</th>
                <th scope="col">Attempts</th>
                <th scope="col">Failed at</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.failed.map((job) => (
                <tr key={`${job.lane}-${job.id}`}>
                  <th scope="row">
                    {job.name} <span className="dashboard-when">#{job.id}</span>
                  </th>
                  <td className="dashboard-error">{job.failedReason}</td>
                  <td>{job.attemptsMade}</td>
                  <td>{job.finishedAt ? formatStudioTime(job.finishedAt) : '—'}</td>
                  <td>
                    <button type="button" className="btn btn--secondary" onClick={() => void retry(job)}>
                      Retry
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
