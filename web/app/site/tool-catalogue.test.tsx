import { readdirSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import routes from '#app/routes.ts'
import { buildPublicConfig } from '../../build-tools/public-config'
import { sitemapXml } from '../../build-tools/seo-files'
import { sitePages } from './site-pages'
import { toolAt, toolCatalogue } from './tool-catalogue'

const catalogueToolPaths = toolCatalogue.map((tool) => tool.path)
const config = buildPublicConfig({ PUBLIC_URL: 'https://studio.test' })

let toolsIndexHtml: string

beforeAll(async () => {
  // The build defines these constants; the tools index reads them through config.ts.
  vi.stubGlobal('__PUBLIC_CONFIG__', config)
  vi.stubGlobal('__SOCIAL_PROFILES__', [])
  const { default: ToolsIndex } = await import('#app/routes/marketing/tools.tsx')
  toolsIndexHtml = renderToStaticMarkup(
    <MemoryRouter>
      <ToolsIndex />
    </MemoryRouter>,
  )
})

describe('the tool catalogue', () => {
  it('names each path once', () => {
    expect(new Set(catalogueToolPaths).size).toBe(toolCatalogue.length)
  })

  it('is the route table of the tool pages, each with its module under routes/tools', () => {
    const toolRoutes = routes.filter((route) => route.file.startsWith('routes/tools/'))
    expect(toolRoutes.map((route) => `/${route.path}`)).toEqual(catalogueToolPaths)
    expect(toolRoutes.map((route) => route.file)).toEqual(
      catalogueToolPaths.map((toolPath) => `routes/tools${toolPath}.tsx`),
    )
    const moduleFiles = readdirSync(path.join(import.meta.dirname, '../routes/tools'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => `/${file.replace(/\.tsx$/, '')}`)
    expect(moduleFiles.sort()).toEqual([...catalogueToolPaths].sort())
  })

  it('gives every tool page its prerendered, indexable sitemap entry', () => {
    const toolPages = sitePages.filter((page) => page.group === 'tools')
    expect(toolPages.map((page) => page.path)).toEqual(catalogueToolPaths)
    expect(toolPages.every((page) => page.indexable)).toBe(true)
    const sitemap = sitemapXml(config, sitePages)
    for (const toolPath of catalogueToolPaths)
      expect(sitemap).toContain(`<loc>https://studio.test${toolPath}</loc>`)
  })

  it('is what the tools index lists: every tool linked by name, with its summary', () => {
    const links = [...toolsIndexHtml.matchAll(/<h2 class="h3"><a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)]
    expect(links.map(([, href]) => href)).toEqual(catalogueToolPaths)
    for (const tool of toolCatalogue) {
      expect(links).toContainEqual(expect.arrayContaining([tool.path, escapeHtml(tool.name)]))
      expect(toolsIndexHtml).toContain(`<p>${escapeHtml(tool.summary)}</p>`)
    }
  })

  it('answers a path it does not hold with an error', () => {
    expect(toolAt('/image-converter').name).toBe('Image Converter')
    expect(() => toolAt('/no-such-tool')).toThrow('No tool at /no-such-tool')
  })
})

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;')
}
