import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

// The browser workers run a feature's worker/ code and the shared/ code it imports, where no DOM exists
// (no document, no window, no localStorage). web/tsconfig.worker.json checks both folders of every feature
// without the DOM library; this test holds it to that, and plants a DOM call in shared/ code to see it fail.

const webRoot = fileURLToPath(new URL('../../web', import.meta.url))
const configFile = path.join(webRoot, 'tsconfig.worker.json')
let config: ts.ParsedCommandLine

beforeAll(() => {
  const { config: json, error } = ts.readConfigFile(configFile, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  config = ts.parseJsonConfigFileContent(json, ts.sys, webRoot, undefined, configFile)
})

/** Every non-test module of the features' worker/ and shared/ folders. */
function featureWorkerAndSharedModules(): string[] {
  const featuresDir = path.join(webRoot, 'app/features')
  return readdirSync(featuresDir).flatMap((feature) =>
    ['worker', 'shared'].flatMap((folder) => {
      const dir = path.join(featuresDir, feature, folder)
      let files: string[]
      try {
        files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      } catch {
        return []
      }
      return files
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(dir, file))
    }),
  )
}

describe('web/tsconfig.worker.json', () => {
  it("checks every feature's worker/ and shared/ modules", () => {
    const modules = featureWorkerAndSharedModules()
    expect(modules.some((file) => file.includes(`${path.sep}shared${path.sep}`))).toBe(true)
    expect(modules.filter((file) => !config.fileNames.includes(file))).toEqual([])
  })

  it('leaves the DOM library out', () => {
    expect(config.options.lib?.some((lib) => /dom/i.test(lib))).toBe(false)
    expect(config.options.lib).toContain('lib.webworker.d.ts')
  })

  it('refuses a DOM call planted in shared/ code', () => {
    const planted = path.join(webRoot, 'app/features/qr/shared/planted-title.ts')
    const host = ts.createCompilerHost(config.options)
    const readFile = host.readFile
    host.fileExists = (
      (exists) => (file: string) =>
        file === planted || exists(file)
    )(host.fileExists)
    host.readFile = (file) =>
      file === planted ? 'export const title = () => document.title\n' : readFile(file)
    const program = ts.createProgram([planted], config.options, host)
    const messages = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(planted))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    expect(messages).toEqual([expect.stringContaining("Cannot find name 'document'")])
  }, 60_000)
})
