import { QrGenerator } from '../../features/qr/client/QrGenerator'
import { pageMeta } from '../../seo/page-meta'
import { RouteErrorBoundary } from '../../site/RouteErrorBoundary'
import type { Route } from './+types/qrcode-generator'

export default function QrCodeGeneratorPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>QR Code Generator</h1>
        <p>
          Make QR codes for a website, Wi-Fi network, contact card, text message, email or plain text, with
          your logo in the middle. Everything is drawn in your browser; nothing is uploaded.
        </p>
      </header>
      <QrGenerator />
    </div>
  )
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: '/qrcode-generator',
    title: 'Free QR Code Generator with Logo',
    description:
      'Free QR code generator for URLs, Wi-Fi, vCards, SMS, email and text. Add your logo, pick colours, download PNG or SVG, and check it scans.',
    keywords: ['QR code generator', 'QR code with logo', 'Wi-Fi QR code', 'vCard QR code', 'free QR code'],
    kind: 'WebApplication',
  })

export const ErrorBoundary = RouteErrorBoundary
