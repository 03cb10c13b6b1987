import { readFileSync } from 'node:fs'

// Docker and Swarm secrets arrive as files (/run/secrets/<name>), not as variables: any setting NAME may
// instead be given as NAME_FILE, the path of a file holding its value, as the official database images
// do (POSTGRES_PASSWORD_FILE). docs/decisions/027-secrets-as-files.md.

const fileSuffix = '_FILE'

/**
 * `source` with each NAME_FILE of a known NAME replaced by NAME and the file's contents (one final line
 * break dropped), and a sentence for each that cannot be used: both set, or a file that cannot be read.
 */
export function withSecretFiles(
  source: Record<string, string | undefined>,
  names: readonly string[],
): { values: Record<string, string | undefined>; problems: string[] } {
  const values = { ...source }
  const problems: string[] = []
  for (const name of names) {
    const variable = `${name}${fileSuffix}`
    const file = source[variable]
    if (file === undefined) continue
    delete values[variable]
    if (source[name] !== undefined) {
      problems.push(`set ${name} or ${variable}, not both`)
      continue
    }
    try {
      values[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '')
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
      problems.push(`${variable} names a file that cannot be read (${file}: ${reason})`)
    }
  }
  return { values, problems }
}
