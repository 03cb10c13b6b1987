import { readdirSync, readFileSync } from 'node:fs'

// CPU time of a process and everything it started (node:cluster workers), read from Linux's /proc: the
// load bench divides it by the requests served to get a CPU cost per request.

const clockTicksPerSecond = 100 // USER_HZ: 100 on every Linux ABI Node runs on (`getconf CLK_TCK`)

interface ProcessTimes {
  parent: number
  cpuTicks: number
  /** Its children's that have exited and been waited for (a build the process ran and awaited). */
  exitedChildrenTicks: number
}

function readProcessTimes(pid: number): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // From field 3 (state): ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
    return {
      parent: Number(fields[1]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      exitedChildrenTicks: Number(fields[13]) + Number(fields[14]),
    }
  } catch {
    return undefined // it exited between the listing and the read
  }
}

/**
 * User + system CPU seconds used so far by `rootPid` and all its living descendants; with
 * `withExitedChildren`, also by the descendants that have exited and been waited for.
 */
export function processTreeCpuSeconds(rootPid: number, { withExitedChildren = false } = {}): number {
  const children = new Map<number, number[]>()
  const times = new Map<number, ProcessTimes>()
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    const read = readProcessTimes(pid)
    if (!read) continue
    times.set(pid, read)
    children.set(read.parent, [...(children.get(read.parent) ?? []), pid])
  }
  let ticks = 0
  const pending = [rootPid]
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const read = times.get(pid)
    ticks += (read?.cpuTicks ?? 0) + (withExitedChildren ? (read?.exitedChildrenTicks ?? 0) : 0)
    pending.push(...(children.get(pid) ?? []))
  }
  return ticks / clockTicksPerSecond
}
