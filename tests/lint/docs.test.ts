import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The docs a newcomer needs live in the repository: comments point to docs/product.md, an ADR or a test,
// never to a document outside it, and every such pointer lands on a heading that exists.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const skippedFolders = new Set(['node_modules', '.git', '.data', 'build', '.react-router'])
const textFile = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|css|html|sh)$|^Dockerfile$|^\.env\.example$/
const thisFile = path.relative(repoRoot, fileURLToPath(import.meta.url))

/** Every source and doc file of the repository (no dependencies, no build output), relative to its root. */
function repositoryFiles(folder = ''): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name)
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : repositoryFiles(relative)
    return textFile.test(entry.name) && entry.name !== 'package-lock.json' ? [relative] : []
  })
}

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

/** "spec section 8", "spec §4", "(spec: Weather)", "the spec's wording", "the product spec". */
const specCitation =
  /§|\b[Ss]pec(?:ification)?\s*(?:sections?\b|:\s+[A-Z])|\b(?:[Tt]he|[Pp]roduct)\s+[Ss]pec(?:ification)?\b/

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

/** Markdown without its fenced code blocks, whose lines are neither headings nor links. */
const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[^]*?^```/gm, '')

const headingAnchorsOf = (doc: string) =>
  new Set(
    withoutCodeBlocks(read(doc))
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => anchorOf(line.replace(/^#+\s*/, ''))),
  )

/** "docs/product.md#tools", "../README.md#http-api", "product.md#tools": a doc and a heading in it. */
const docPointer = /((?:\.\.?\/)*(?:[\w.-]+\/)*[\w-]+\.md)#([\w-]+)/g

/**
 * The doc a pointer names: a Markdown link is relative to its file; a code comment names a path from the
 * repository root ("README.md#http-api") or, for short, a page in docs/ ("product.md#tools").
 */
function resolveDoc(citingFile: string, pointed: string): string | undefined {
  const candidates = [
    path.join(path.dirname(citingFile), pointed),
    path.normalize(pointed),
    path.join('docs', pointed),
  ]
  return candidates.find(
    (candidate) => !candidate.startsWith('..') && existsSync(path.join(repoRoot, candidate)),
  )
}

describe('docs inside the repository', () => {
  const files = repositoryFiles().filter((file) => file !== thisFile)

  it('finds the files it checks', () => {
    expect(files).toContain(path.join('docs', 'product.md'))
    expect(files).toContain(path.join('web', 'app', 'root.tsx'))
    expect(files.some((file) => file.includes('node_modules'))).toBe(false)
  })

  it('cites no outside specification by section: rules are in docs/product.md, ADRs or tests', () => {
    const citations = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (specCitation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(citations).toEqual([])
  })

  it('recognises a citation when one is planted', () => {
    for (const planted of [
      '(spec section 8)',
      'spec §4',
      '(spec: Weather)',
      "the spec's wording",
      'the product spec',
    ])
      expect(planted).toMatch(specCitation)
    for (const fine of ['spec: string', 'a spec file', 'docs/product.md#weather'])
      expect(fine).not.toMatch(specCitation)
  })

  it('points only at headings that exist, in docs that exist', () => {
    const pointers = files.flatMap((file) =>
      [...read(file).matchAll(docPointer)].map((match) => ({
        file,
        doc: resolveDoc(file, match[1]!),
        pointer: match[0],
        anchor: match[2]!,
      })),
    )
    expect(pointers.length).toBeGreaterThan(30)
    expect([...new Set(pointers.map(({ doc }) => doc))]).toEqual(
      expect.arrayContaining([
        'README.md',
        path.join('docs', 'product.md'),
        path.join('docs', 'benchmarks.md'),
      ]),
    )
    const dangling = pointers.filter(({ doc, anchor }) => !doc || !headingAnchorsOf(doc).has(anchor))
    expect(dangling.map(({ file, pointer }) => `${file}: ${pointer}`)).toEqual([])
  })

  it('resolves a pointer as a link from its file, from the repository root, or into docs/', () => {
    expect(resolveDoc(path.join('docs', 'product.md'), '../README.md')).toBe('README.md')
    expect(resolveDoc(path.join('docs', 'docker.md'), '../infra/README.md')).toBe(
      path.join('infra', 'README.md'),
    )
    expect(resolveDoc(path.join('api', 'src', 'x.ts'), 'README.md')).toBe('README.md')
    expect(resolveDoc(path.join('web', 'app', 'x.ts'), 'product.md')).toBe(path.join('docs', 'product.md'))
    expect(resolveDoc('README.md', 'docs/no-such-page.md')).toBeUndefined()
    expect(headingAnchorsOf('README.md')).not.toContain('npm-ci--npm-start')
  })

  it('gives every decision record a Date and a Status', () => {
    const decisions = files.filter((file) => file.startsWith(path.join('docs', 'decisions') + path.sep))
    expect(decisions.length).toBeGreaterThan(10)
    const incomplete = decisions.filter((file) => {
      const text = read(file)
      return !/^Date: (\d{4}-\d{2}-\d{2}|YYYY-MM-DD)/m.test(text) || !/^Status: \S/m.test(text)
    })
    expect(incomplete).toEqual([])
  })
})
