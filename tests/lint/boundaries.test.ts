import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// Plants one violation of each boundary in eslint.config.js at a realistic path and checks the right rule
// fires with a message that says what to do instead; the allowed form beside each must lint clean.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
let eslint: ESLint

// Loading the config and the TypeScript parser takes seconds on a busy machine: do it once, before the
// timed tests.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot })
  await eslint.lintText('export {}\n', { filePath: 'api/src/warm-up.ts' })
}, 60_000)

/** The rule ids and messages ESLint reports for `code` as if it were the file at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }))
}

/** Code that imports `name` from `source` and uses it, so only the boundary rules can object. */
const importing = (source: string, name = 'thing') =>
  `import { ${name} } from '${source}'\nexport const used = ${name}\n`

describe('api/ never imports worker/', () => {
  const advice = /api\/ never imports worker\/.*Put what a domain needs in its folder in api\/src/

  it.each([
    ['by package name', importing('@studio/worker/thread-pool')],
    ['by a relative path', importing('../../../worker/src/thread-pool')],
    ['by a dynamic import', `export const load = () => import('@studio/worker/handlers')\n`],
  ])('refuses an import %s', async (_how, code) => {
    const messages = await lint('api/src/site-audit/site-audit.processors.ts', code)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.message).toMatch(advice)
  })

  it("lets api/ import its own domains and platform, and worker/ import the API's", async () => {
    expect(await lint('api/src/server.ts', importing('./platform/config/env'))).toEqual([])
    expect(await lint('api/src/bills/bills.service.ts', importing('../accounts/session-token.ts'))).toEqual(
      [],
    )
    const fromWorker = importing('@studio/api/site-audit/site-audit.processors')
    expect(await lint('worker/src/handlers.ts', fromWorker)).toEqual([])
  })
})

describe('the wire contract imports only itself and zod', () => {
  const advice = /The wire contract \(api\/src\/contract\/\) is what the browser imports/

  it.each([
    ['a server module', '../platform/config/env.ts'],
    ['a domain by package name', '@studio/api/bills/bill-dates'],
    ['another package', 'express'],
  ])('refuses an import of %s', async (_what, source) => {
    const messages = await lint('api/src/contract/bills.schemas.ts', importing(source))
    expect(messages).toHaveLength(1)
    expect(messages[0]!.message).toMatch(advice)
  })

  it('allows zod and other contract modules', async () => {
    expect(await lint('api/src/contract/bills.ts', importing('zod', 'z'))).toEqual([])
    expect(
      await lint('api/src/contract/bills.ts', importing('./calendar-date.ts', 'isCalendarDate')),
    ).toEqual([])
  })
})

describe("a web feature does not import another feature's client/ code", () => {
  it('refuses a reach into another client/ folder, however deep the importing file sits', async () => {
    const fromClient = await lint(
      'web/app/features/qr/client/QrBatch.tsx',
      importing('../../image-converter/client/download-zip'),
    )
    const fromDeeper = await lint(
      'web/app/features/dashboard/client/cards/Card.tsx',
      importing('../../../bills/client/portal-request'),
    )
    for (const messages of [fromClient, fromDeeper]) {
      expect(messages).toHaveLength(1)
      expect(messages[0]!.ruleId).toBe('studio/no-other-feature-client')
      expect(messages[0]!.message).toMatch(/Move what both need into web\/app\/features\/shared\//)
    }
    expect(fromClient[0]!.message).toMatch(/Feature 'qr' imports .* of feature 'image-converter'/)
  })

  it("allows features/shared/, another feature's shared/ code, its own client/ and a route's imports", async () => {
    const allowed: [string, string][] = [
      ['web/app/features/qr/client/QrBatch.tsx', '../../shared/download-zip'],
      ['web/app/features/qr/client/QrBatch.tsx', '../../image-converter/shared/output-formats'],
      ['web/app/features/qr/shared/qr-batch.ts', '../client/QrGenerator'],
      ['web/app/routes/tools/qrcode-generator.tsx', '../../features/qr/client/QrGenerator'],
    ]
    for (const [filePath, source] of allowed) expect(await lint(filePath, importing(source))).toEqual([])
  })
})

describe('shared/ code does not call fetch (or reach the network otherwise)', () => {
  const advice = /shared\/ code makes no network calls: call the API through .* web\/app\/api-client\//

  it.each([
    ['web/app/features/weather/shared/forecast.ts', `export const load = () => fetch('/api/weather')\n`],
    ['web/app/features/shared/load-json.ts', `export const load = () => window.fetch('/api/site')\n`],
    [
      'web/app/features/bills/shared/bill-display.ts',
      `export const load = () => globalThis.fetch('/api/bills')\n`,
    ],
    ['web/app/features/qr/shared/qr-batch.ts', `export const open = () => new XMLHttpRequest()\n`],
    ['web/app/features/shared/beacon.ts', `export const send = () => navigator.sendBeacon('/api/visits')\n`],
  ])('refuses a network call in %s', async (filePath, code) => {
    const messages = await lint(filePath, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.message).toMatch(advice)
  })

  it('allows pure shared code, and fetch in client/ code', async () => {
    const pure = `export const celsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9\n`
    expect(await lint('web/app/features/weather/shared/units.ts', pure)).toEqual([])
    const call = `export const load = () => fetch('/api/weather')\n`
    expect(await lint('web/app/api-client/api-client.ts', call)).toEqual([])
  })
})

describe('no workspace file imports another workspace by a relative path', () => {
  it.each([
    ['web/app/site/config.ts', '../../../api/src/contract/public-config.ts', 'api'],
    [
      'web/app/features/bills/shared/bill-display.ts',
      '../../../../../api/src/bills/bills.repository.ts',
      'api',
    ],
    ['web/build-tools/seo-files.ts', '../../worker/src/heartbeat', 'worker'],
    ['worker/src/handlers.ts', '../../api/src/platform/db/pool', 'api'],
  ])('refuses %s importing %s', async (filePath, source, workspace) => {
    const messages = await lint(filePath, importing(source))
    expect(messages).toHaveLength(1)
    expect(messages[0]!.ruleId).toBe('studio/no-relative-import-across-workspaces')
    expect(messages[0]!.message).toContain(`Import it by package name instead: '@studio/${workspace}/…'`)
  })

  it('refuses a relative import out of a workspace into a folder that is none', async () => {
    const messages = await lint(
      'api/src/site/static-site.ts',
      importing('../../../infra/csp/content-security-policy.ts'),
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]!.ruleId).toBe('studio/no-relative-import-across-workspaces')
    expect(messages[0]!.message).toContain('climbs out of api/ into infra/, which is no workspace')
  })

  it("allows the package name, and a feature's own worker/ folder", async () => {
    expect(await lint('web/app/site/config.ts', importing('@studio/api/contract/site'))).toEqual([])
    const ownWorker = `import type { Api } from '../worker/image.worker'\nexport type Used = Api\n`
    expect(await lint('web/app/features/image-converter/client/convert-image.ts', ownWorker)).toEqual([])
  })
})
