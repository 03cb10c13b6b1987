import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The docs a newcomer needs live in the repository: comments point to docs/product.md, an ADR or a test,
// never to a document outside it, and every such pointer lands on a heading that exists. The README stays
// one screenful that links into docs/, and what the docs link to or name exists.

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

/** The design notes the project started from are not in the repository: no file may send a reader there. */
const designNotesCitation = /\bDESIGN\.md\b/

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

/** README files and the pages under docs/: the documentation a newcomer reads. */
const isDocPage = (file: string) => path.basename(file) === 'README.md' || file.startsWith('docs' + path.sep)

/** Where a page's Markdown links lead inside the repository (no URLs, no same-page anchors, no templates). */
const relativeLinksIn = (markdown: string) =>
  [...withoutCodeBlocks(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/#.*/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target) && !target.includes('NNN'))

/**
 * Pages that say how things are now. Decision records and recipes are left out: a record describes its
 * day, and a recipe names the files you are about to create.
 */
const describesToday = (file: string) =>
  isDocPage(file) &&
  !file.startsWith(path.join('docs', 'decisions') + path.sep) &&
  file !== path.join('docs', 'recipes.md')

const repositoryFolder = /^(api|web|worker|scripts|tests|bench|infra|migrations|docs|\.ci)\//

/** A record's status as 000-template.md spells it: Proposed, Accepted or Superseded, then any amendment. */
const statusSpelledAsTemplate = /^Status: (Proposed|Accepted|Superseded by \[\d{3}\])(;|\(|$)/m

/** Paths from the repository root a page names in backticks, outside code blocks: `api/src/...`. */
const repositoryPathsIn = (markdown: string) =>
  [...withoutCodeBlocks(markdown).matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/#.*/, ''))
    .filter(
      (cited) =>
        repositoryFolder.test(cited) && !/[<>*{}…]|NNNN/.test(cited) && !cited.split('/').includes('build'),
    )

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

  it('cites no DESIGN.md: what it said is in docs/product.md, README.md or an ADR', () => {
    const citations = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          designNotesCitation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
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
    for (const planted of ['(DESIGN.md: none or invalid → 401)', "DESIGN.md's `{taglines}`"])
      expect(planted).toMatch(designNotesCitation)
    for (const fine of [
      'the design of the page',
      'REDESIGN.mdx',
      'docs/decisions/021-one-domain-one-folder.md',
    ])
      expect(fine).not.toMatch(designNotesCitation)
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

  it('keeps README.md to one screenful of scrolling: at most 150 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150)
  })

  it("runs in CI the README's test command, after installing as its Run section does", () => {
    const commandUnder = (heading: string) =>
      read('README.md').match(new RegExp(`^## ${heading}\\n[^]*?^\`\`\`sh\\n(.+)\\n\`\`\``, 'm'))?.[1]
    expect(commandUnder('Run')).toBe('npm ci && npm start')
    expect(commandUnder('Test')).toBe('npm test')
    const ciLines = read('.ci/run').split('\n')
    expect(ciLines).toContain(commandUnder('Test'))
    expect(ciLines.some((line) => line.startsWith('npm ci'))).toBe(true)
  })

  it('links only to files that exist, from the README and every docs page', () => {
    const docPages = files.filter((file) => file.endsWith('.md') && isDocPage(file))
    expect(docPages).toEqual(expect.arrayContaining(['README.md', path.join('docs', 'http-api.md')]))
    const broken = docPages.flatMap((file) =>
      relativeLinksIn(read(file))
        .filter((target) => !existsSync(path.join(repoRoot, path.dirname(file), target)))
        .map((target) => `${file}: ${target}`),
    )
    expect(broken).toEqual([])
    const readmeDocsLinks = relativeLinksIn(read('README.md')).filter((target) => target.startsWith('docs/'))
    expect(readmeDocsLinks.length).toBeGreaterThan(5)
  })

  it('reads the links to repository files, not URLs, same-page anchors or code blocks', () => {
    expect(
      relativeLinksIn('see [a](docs/a.md#x), [b](https://example.com), [c](#here) and\n```\n[d](e.md)\n```'),
    ).toEqual(['docs/a.md'])
  })

  it('names only repository paths that exist in the README and the docs pages that describe today', () => {
    const pages = files.filter((file) => file.endsWith('.md') && describesToday(file))
    expect(pages).toEqual(expect.arrayContaining(['README.md', path.join('docs', 'configuration.md')]))
    const missing = pages.flatMap((file) =>
      repositoryPathsIn(read(file))
        .filter((cited) => !existsSync(path.join(repoRoot, cited)))
        .map((cited) => `${file}: ${cited}`),
    )
    expect(missing).toEqual([])
  })

  it('recognises a repository path in backticks, not a placeholder, a URL path or build output', () => {
    const text =
      '`api/src/no-such.ts` `docs/product.md#tools` `web/app/features/<tool>/` `migrations/NNNN_NAME.ts` `/api/health` `web/build/client` `npm test`'
    expect(repositoryPathsIn(text)).toEqual(['api/src/no-such.ts', 'docs/product.md'])
  })

  const decisionsFolder = path.join('docs', 'decisions')
  const decisions = files.filter(
    (file) => path.dirname(file) === decisionsFolder && /^\d{3}-.+\.md$/.test(path.basename(file)),
  )
  const records = decisions.filter((file) => !path.basename(file).startsWith('000-'))

  it('gives every decision record a Date and a Status, spelled as the template spells it', () => {
    expect(decisions.length).toBeGreaterThan(10)
    const incomplete = decisions.filter((file) => {
      const text = read(file)
      return !/^Date: (\d{4}-\d{2}-\d{2}|YYYY-MM-DD)/m.test(text) || !/^Status: \S/m.test(text)
    })
    expect(incomplete).toEqual([])
    const misspelled = records.filter((file) => !statusSpelledAsTemplate.test(read(file)))
    expect(misspelled).toEqual([])
  })

  it.each([
    ['Status: Accepted', true],
    ['Status: Accepted; amended by [044](044-x.md)', true],
    ['Status: Superseded by [045](045-x.md)', true],
    ['Status: accepted', false],
    ['Status: ACCEPTED; amends [021](021-x.md)', false],
    ['Status: Done', false],
  ])('reads "%s" as spelled as the template: %s', (line, asTemplate) => {
    expect(statusSpelledAsTemplate.test(line)).toBe(asTemplate)
  })

  it('lists every decision record in the index, docs/decisions/README.md', () => {
    const index = read(path.join(decisionsFolder, 'README.md'))
    expect(records.length).toBeGreaterThan(40)
    const unlisted = records.filter((file) => !index.includes(`](${path.basename(file)})`))
    expect(unlisted).toEqual([])
  })
})
