import { ImageConverter } from '../../features/image-converter/client/ImageConverter'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/image-converter'

export default function ImageConverterPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Image Converter</h1>
        <p>
          Convert any image to PNG, JPEG, WebP or AVIF right in your browser. Your pictures never leave your
          device.
        </p>
      </header>
      <ImageConverter />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/image-converter',
    title: 'Image Converter',
    description:
      'Convert any image to PNG, JPEG, WebP or AVIF right in your browser, several at once. Your pictures are never uploaded.',
    keywords: ['image converter', 'png to jpg', 'jpg to webp', 'heic to jpg', 'compress images', 'avif'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
