import type { RefObject } from 'react'
import { toast } from '#app/common/ui/toast.ts'
import { saveBlob } from '#app/common/files/save-blob.ts'
import { QR_TYPE_LABELS, type QrType } from '../shared/qr-settings'
import type { PreviewState, QrPreview, ScanState } from './use-qr-renderer'

export const PLACEHOLDER = 'Fill in the fields to preview your QR.'
const CLIPBOARD_FAILED = 'Clipboard copy failed. Your browser may not support image clipboard access.'
const CLIPBOARD_DONE = 'PNG copied to clipboard'

interface QrPreviewPanelProps {
  canvasRef: RefObject<HTMLCanvasElement | null>
  preview: PreviewState
  scan: ScanState
  /** The preview on show is about to be replaced (a new logo is loading): no verdict, no files yet. */
  outdated: boolean
  type: QrType
}

/** The preview canvas, the export buttons, the scan check and the side info block. */
export function QrPreviewPanel({ canvasRef, preview, scan, outdated, type }: QrPreviewPanelProps) {
  const qr = preview.status === 'ready' ? preview.qr : null
  const files = outdated ? null : (qr?.files ?? null)
  return (
    <section className="qr-preview card" aria-labelledby="qr-preview-title">
      <h2 id="qr-preview-title" className="h3">
        Preview
      </h2>
      <div className="qr-preview__frame">
        {/* Kept mounted so each render draws straight into it; hidden until there is something to show. */}
        <canvas
          ref={canvasRef}
          className="qr-preview__canvas"
          hidden={!qr}
          role="img"
          aria-label={`QR code (${QR_TYPE_LABELS[type]})`}
        />
        {!qr && <p className="qr-preview__placeholder">{PLACEHOLDER}</p>}
      </div>
      {qr && <ScanStatus scan={outdated ? { result: 'pending' } : scan} />}
      <div className="btn-row">
        <button
          type="button"
          className="btn"
          disabled={!files}
          onClick={() => files && saveBlob(files.png, 'qr-code.png')}
        >
          Download PNG
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!files}
          onClick={() => files && saveBlob(new Blob([files.svg], { type: 'image/svg+xml' }), 'qr-code.svg')}
        >
          Download SVG
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!files}
          onClick={() => files && openInNewTab(files.png)}
        >
          Open PNG in new tab
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!files}
          onClick={() => files && copyPng(files.png)}
        >
          Copy PNG to clipboard
        </button>
      </div>
      <QrInfo qr={qr} type={type} />
    </section>
  )
}

function ScanStatus({ scan }: { scan: ScanState }) {
  const [className, text] = scanMessage(scan)
  return (
    <p className={className} role="status" data-scan-result={scan.result}>
      {text}
    </p>
  )
}

function scanMessage(scan: ScanState): [string, string] {
  switch (scan.result) {
    case 'pending':
      return ['field-hint', 'Scan check: reading the code back…']
    case 'exact':
      return ['status-success', 'Scan check passed: a QR reader gets back exactly this content.']
    case 'different':
      return [
        'qr-warning',
        'Scan check warning: a QR reader got back different content. Try a higher error level.',
      ]
    case 'unreadable':
      return [
        'qr-warning',
        'Scan check warning: a QR reader could not read this code. Make the logo smaller, pick a higher error level or use more contrast.',
      ]
  }
}

function QrInfo({ qr, type }: { qr: QrPreview | null; type: QrType }) {
  const files = qr?.files
  return (
    <dl className="qr-info">
      <dt>Type</dt>
      <dd>{QR_TYPE_LABELS[type]}</dd>
      <dt>PNG data URL</dt>
      <dd>
        <code className="qr-info__data-url">{files ? `${files.pngDataUrl.slice(0, 80)}…` : '—'}</code>
      </dd>
      <dt>SVG length</dt>
      <dd>{files ? `${files.svg.length.toLocaleString('en-US')} characters` : '—'}</dd>
      <dt>Size</dt>
      <dd>{qr ? `${qr.modules} × ${qr.modules} modules (version ${(qr.modules - 17) / 4})` : '—'}</dd>
    </dl>
  )
}

function openInNewTab(png: Blob) {
  const url = URL.createObjectURL(png)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

async function copyPng(png: Blob) {
  try {
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })])
    toast.success(CLIPBOARD_DONE)
  } catch {
    toast.error(CLIPBOARD_FAILED)
  }
}
