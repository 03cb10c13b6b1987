import { proxy } from 'comlink'
import type { LazyWorker } from '#app/common/workers/lazy-worker.ts'
import { joinedJsonParts } from '../shared/split-conversion'
import type { Api, ConvertedFile, ConvertJob } from '../worker/file-convert.worker'

/**
 * Converts a large CSV or TSV file to JSON in two workers, one per core: `helper` finds a row starting near
 * the middle and converts from there to the end while `primary` converts up to it, and the two parts are
 * joined in order. Null when the job is not one to split; `primary` then converts it alone. Progress is
 * the share of the file both have read.
 */
export async function convertInParts(
  primary: LazyWorker<Api>,
  helper: LazyWorker<Api>,
  job: ConvertJob & { input: File },
  onProgress: (fraction: number) => void,
): Promise<ConvertedFile | null> {
  const file = job.input
  const split = await helper.run((api) => api.planSplit(job))
  if (!split) return null
  const shares = [0, 0]
  const reportShare = (index: number) =>
    proxy((fraction: number) => {
      shares[index] = fraction
      // The first part re-reads the second when it turns out to be the whole file: never past 100 %.
      onProgress(Math.min(1, shares[0]! + shares[1]!))
    })
  try {
    const [first, second] = await Promise.all([
      primary.run((api) => api.convertPart(file, split, 'first', reportShare(0))),
      helper.run((api) => api.convertPart(file, split, 'second', reportShare(1))),
    ])
    const output = joinedJsonParts(first.end === file.size ? [first] : [first, second])
    return { source: split.source, target: 'json', ...output }
  } catch (error) {
    // One part failed: the other is of no use, so it stops too.
    primary.terminate()
    helper.terminate()
    throw error
  }
}
