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
    ['by package name', importing('@studio/worker/worker-thread-pool')],
    ['by a relative path', importing('../../../worker/src/worker-thread-pool')],
    ['by a dynamic import', `export const load = () => import('@studio/worker/handlers')\n`],
  ])('refuses an import %s', async (_how, code) => {
    const messages = await lint('api/src/roast-toast/roast-toast.processors.ts', code)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.message).toMatch(advice)
  })

  it("lets api/ import its own domains and platform, and worker/ import the API's", async () => {
    expect(await lint('api/src/server.ts', importing('./platform/config/env'))).toEqual([])
    expect(await lint('api/src/bills/bills.service.ts', importing('../accounts/session-token.ts'))).toEqual(
      [],
    )
    const fromWorker = importing('@studio/api/roast-toast/roast-toast.processors')
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
  it('refuses a reach into another client/ folder, by alias or relative path, however deep the file sits', async () => {
    const byAlias = await lint(
      'web/app/features/qr/client/QrBatch.tsx',
      importing('#app/features/image-converter/client/convert-image.ts'),
    )
    const fromDeeper = await lint(
      'web/app/features/dashboard/client/cards/Card.tsx',
      importing('#app/features/bills/client/bills-api.ts', 'billCalls'),
    )
    const byRelativePath = await lint(
      'web/app/features/qr/client/QrBatch.tsx',
      importing('../../image-converter/client/convert-image'),
    )
    for (const messages of [byAlias, fromDeeper]) {
      expect(messages).toHaveLength(1)
      expect(messages[0]!.ruleId).toBe('studio/no-other-feature-client')
      expect(messages[0]!.message).toMatch(/Move what both need into web\/app\/common\//)
    }
    expect(byAlias[0]!.message).toMatch(/Feature 'qr' imports .* of feature 'image-converter'/)
    expect(fromDeeper[0]!.message).toMatch(/call the contract's endpoint through callApi/)
    expect(byRelativePath.map((message) => message.ruleId)).toContain('studio/no-other-feature-client')
  })

  it("allows common/, another feature's shared/ code, its own client/ and a route's imports", async () => {
    const allowed: [string, string][] = [
      ['web/app/features/qr/client/QrBatch.tsx', '#app/common/files/download-zip.ts'],
      ['web/app/features/qr/client/QrBatch.tsx', '#app/features/image-converter/shared/output-formats.ts'],
      ['web/app/features/qr/shared/qr-batch.ts', '../client/QrGenerator'],
      ['web/app/routes/tools/qrcode-generator.tsx', '#app/features/qr/client/QrGenerator.tsx'],
    ]
    for (const [filePath, source] of allowed) expect(await lint(filePath, importing(source))).toEqual([])
  })
})

describe("web/app's foundation (common/, api-client/, session/, site/, …) imports no feature", () => {
  it.each([
    ['web/app/common/ui/TextField.tsx', '#app/features/accounts/client/LoginForm.tsx'],
    ['web/app/common/server-tools/use-tool-call.ts', '#app/features/qr/shared/qr-batch.ts'],
    ['web/app/api-client/api-client.ts', '#app/features/accounts/client/accounts-api.ts'],
    ['web/app/session/AuthProvider.tsx', '#app/features/accounts/client/SignedInOnly.tsx'],
    ['web/app/site/SiteHeader.tsx', '#app/features/accounts/client/SignOutEverywhere.tsx'],
    ['web/app/offline/use-service-worker.ts', '#app/features/image-converter/shared/settings.ts'],
  ])('refuses %s importing %s', async (filePath, source) => {
    const messages = await lint(filePath, importing(source))
    expect(messages).toHaveLength(1)
    expect(messages[0]!.ruleId).toBe('studio/foundation-imports-no-feature')
    expect(messages[0]!.message).toMatch(/is part of what features stand on/)
  })

  it('names the folder and says where a shared piece goes instead', async () => {
    const messages = await lint(
      'web/app/site/SiteHeader.tsx',
      importing('#app/features/accounts/client/SignOutEverywhere.tsx'),
    )
    expect(messages[0]!.message).toMatch(/^web\/app\/site\/ imports .*move the piece into common\//)
  })

  it('lets the foundation import itself, and features and routes import the foundation', async () => {
    expect(await lint('web/app/common/files/download-zip.ts', importing('./save-blob'))).toEqual([])
    const apiClient = importing('#app/api-client/api-client.ts')
    expect(await lint('web/app/common/server-tools/use-tool-call.ts', apiClient)).toEqual([])
    const session = importing('#app/session/AuthProvider.tsx', 'useAuth')
    expect(await lint('web/app/site/SiteHeader.tsx', session)).toEqual([])
    expect(await lint('web/app/features/accounts/client/LoginForm.tsx', session)).toEqual([])
    const apiRead = importing('#app/common/api-state/use-api.ts', 'useApiRead')
    expect(await lint('web/app/features/bills/client/HouseholdChecklist.tsx', apiRead)).toEqual([])
    const feature = importing('#app/features/accounts/client/SignedInOnly.tsx', 'SignedInOnly')
    expect(await lint('web/app/routes/portal/layout.tsx', feature)).toEqual([])
    expect(await lint('web/app/root.tsx', feature)).toEqual([])
  })
})

describe('no source file over 300 lines', () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `export const line${index} = ${index}\n`).join('')

  it.each([
    'web/app/features/qr/shared/qr-batch.ts',
    'api/src/bills/bills.service.ts',
    'worker/src/job-runtime.ts',
    'scripts/compose-smoke/stack-checks.ts',
  ])('refuses %s at 301 lines and allows it at 300', async (file) => {
    const messages = await lint(file, lines(301))
    expect(messages).toHaveLength(1)
    expect(messages[0]!.ruleId).toBe('max-lines')
    expect(await lint(file, lines(300))).toEqual([])
  })

  it('leaves a long test file alone', async () => {
    expect(await lint('api/src/bills/bill-dates.test.ts', lines(301))).toEqual([])
  })
})

describe("every route's meta is a Route.MetaFunction", () => {
  const advice = /A route's meta is `export const meta: Route.MetaFunction = /
  const routeTypes = `import type { Route } from './+types/about'\nexport type Used = Route.MetaArgs\n`

  it.each([
    ['a plain function', `export function meta() {\n  return []\n}\n`],
    ['an untyped arrow', `export const meta = () => []\n`],
    ['an arrow typed some other way', `export const meta: () => unknown[] = () => []\n`],
  ])('refuses %s', async (_what, code) => {
    const messages = await lint('web/app/routes/marketing/about.tsx', routeTypes + code)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.ruleId).toBe('no-restricted-syntax')
    expect(messages[0]!.message).toMatch(advice)
  })

  it('allows the typed form, and a function named meta outside the routes', async () => {
    const typed = `${routeTypes}export const meta: Route.MetaFunction = () => []\n`
    expect(await lint('web/app/routes/marketing/about.tsx', typed)).toEqual([])
    const elsewhere = `export function meta() {\n  return []\n}\n`
    expect(await lint('web/app/seo/page-meta.ts', elsewhere)).toEqual([])
  })
})

describe('web imports: relative inside an area, #app/ across areas, never three folders up', () => {
  it.each([
    [
      'web/app/routes/portal/bills.tsx',
      '../../features/bills/client/HouseholdChecklist',
      'features/bills/client/HouseholdChecklist.tsx',
    ],
    ['web/app/site/SiteShell.tsx', '../common/ui/Toaster', 'common/ui/Toaster.tsx'],
    ['web/app/common/server-tools/use-tool-call.ts', '../ui/toast', 'common/ui/toast.ts'],
    ['web/app/root.tsx', './site/SiteShell', 'site/SiteShell.tsx'],
    ['web/build-tools/seo-files.ts', '../app/site/site-pages', 'site/site-pages.ts'],
  ])('refuses %s importing %s by a relative path', async (filePath, source, target) => {
    const messages = await lint(filePath, importing(source))
    expect(messages).toHaveLength(1)
    expect(messages[0]!.ruleId).toBe('studio/web-import-paths')
    expect(messages[0]!.message).toContain(`Write '#app/${target}' instead`)
  })

  it('refuses an import that climbs three folders, inside one feature too', async () => {
    const messages = await lint(
      'web/app/features/qr/client/batch/rows/Row.tsx',
      importing('../../../shared/qr-batch'),
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]!.ruleId).toBe('studio/web-import-paths')
    expect(messages[0]!.message).toMatch(/climbs three folders or more/)
  })

  it("allows relative imports inside a feature or folder, #app/ across, and React Router's route types", async () => {
    const allowed: [string, string][] = [
      ['web/app/features/qr/client/QrBatch.tsx', '../shared/qr-batch'],
      ['web/app/features/qr/worker/qr.worker.ts', '../shared/qr-settings'],
      ['web/app/site/SiteShell.tsx', './SiteHeader'],
      ['web/app/site/SiteShell.tsx', '#app/common/ui/Toaster.tsx'],
      ['web/app/routes/portal/bills.tsx', '#app/features/bills/client/HouseholdChecklist.tsx'],
      ['web/build-tools/service-worker.ts', '../service-worker/page-path'],
    ]
    for (const [filePath, source] of allowed) expect(await lint(filePath, importing(source))).toEqual([])
    const routeTypes = `import type { Route } from './+types/root'\nexport type Used = Route.ErrorBoundaryProps\n`
    expect(await lint('web/app/root.tsx', routeTypes)).toEqual([])
  })
})

describe('only the API client reaches the network', () => {
  const advice = /Only web\/app\/api-client\/ reaches the network: call the endpoint with callApi/

  it.each([
    ['web/app/features/weather/shared/forecast.ts', `export const load = () => fetch('/api/weather')\n`],
    ['web/app/features/weather/client/FarmWeather.tsx', `export const load = () => fetch('/api/weather')\n`],
    ['web/app/common/files/load-json.ts', `export const load = () => window.fetch('/api/site')\n`],
    [
      'web/app/features/bills/shared/bill-display.ts',
      `export const load = () => globalThis.fetch('/api/bills')\n`,
    ],
    ['web/app/features/qr/shared/qr-batch.ts', `export const open = () => new XMLHttpRequest()\n`],
    ['web/app/site/visit-log.ts', `export const send = () => navigator.sendBeacon('/api/visits')\n`],
  ])('refuses a network call in %s', async (filePath, code) => {
    const messages = await lint(filePath, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.message).toMatch(advice)
  })

  it('allows pure shared code, fetch in the API client, and a test that stubs fetch', async () => {
    const pure = `export const celsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9\n`
    expect(await lint('web/app/features/weather/shared/units.ts', pure)).toEqual([])
    const call = `export const load = () => fetch('/api/weather')\n`
    expect(await lint('web/app/api-client/api-client.ts', call)).toEqual([])
    expect(await lint('web/app/features/accounts/client/accounts-api.test.ts', call)).toEqual([])
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

describe('api/src/platform/ imports no domain', () => {
  it.each([
    ['api/src/platform/jobs/job-system.ts', '../../mail/mail-retry.ts'],
    ['api/src/platform/logger.ts', '../jobs.ts'],
    ['api/src/platform/http/request-log.ts', '@studio/api/accounts/url-secrets'],
  ])('refuses %s importing %s', async (filePath, source) => {
    const messages = await lint(filePath, importing(source))
    expect(messages).toHaveLength(1)
    expect(messages[0]!.ruleId).toBe('studio/platform-imports-no-domain')
    expect(messages[0]!.message).toMatch(/platform\/ is what the domains stand on/)
  })

  it('lets platform/ import itself and the wire contract, and a domain import platform/', async () => {
    expect(await lint('api/src/platform/jobs/job-system.ts', importing('../logger.ts'))).toEqual([])
    const contract = importing('../../contract/dashboard.ts', 'queueLaneNames')
    expect(await lint('api/src/platform/jobs/job-queue.ts', contract)).toEqual([])
    expect(await lint('api/src/bills/bills.jobs.ts', importing('../platform/jobs/compose-jobs.ts'))).toEqual(
      [],
    )
  })
})
