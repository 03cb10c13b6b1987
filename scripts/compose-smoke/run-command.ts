import { spawn } from 'node:child_process'

export interface RunOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** Fed to the command's stdin. */
  input?: NodeJS.ReadableStream
  timeoutMs?: number
}

/** The tail of a command's output that goes into an error sentence. */
const errorTailChars = 4_000

/**
 * Runs a command to completion and returns its stdout; a non-zero exit or a timeout rejects with a
 * sentence naming the command and the tail of what it printed.
 */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    if (options.input) options.input.pipe(child.stdin!)
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined
    const described = [command, ...args].join(' ')
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(new Error(`Could not run \`${described}\`: ${error.message}`))
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) return resolve(stdout)
      const why = signal ? `was stopped by ${signal}` : `exited with ${code}`
      const output = `${stdout}${stderr}`.slice(-errorTailChars).trim()
      reject(new Error(`\`${described}\` ${why}${output ? `:\n${output}` : ''}`))
    })
  })
}

/** Whether a command runs and exits 0. */
export function succeeds(command: string, args: string[], options: RunOptions = {}): Promise<boolean> {
  return run(command, args, options).then(
    () => true,
    () => false,
  )
}
