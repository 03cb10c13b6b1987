import { FileConverter } from '../../features/file-converter/client/FileConverter'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/file-converter'

export default function FileConverterPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>File Converter</h1>
        <p>
          Convert data between JSON, CSV, TSV and plain text on your own device, then download the result.
        </p>
      </header>
      <FileConverter />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/file-converter',
    title: 'File Converter',
    description:
      'Convert data between JSON, CSV, TSV and plain text on your own device, then download the result. Nothing is uploaded.',
    keywords: ['csv to json', 'json to csv', 'tsv converter', 'file converter', 'local only'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
