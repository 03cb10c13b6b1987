import { lazy, Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useHydrated } from '#app/common/ui/use-hydrated.ts'
import { buildQrPayload } from '../shared/qr-payload'
import {
  DEFAULT_CONTENT,
  DEFAULT_LOGO,
  DEFAULT_STYLE,
  QR_TYPES,
  QR_TYPE_LABELS,
  type LogoStyle,
  type QrContent,
  type QrStyle,
} from '../shared/qr-settings'
import { LOGO_LOAD_FAILED, loadLogoBitmap, readFileAsDataUrl } from './load-logo'
import { SelectField } from '#app/common/ui/SelectField.tsx'
import { QrContentFields } from './QrContentFields'
import { QrLogoFields } from './QrLogoFields'
import { QrPreviewPanel } from './QrPreviewPanel'
import { QrStyleFields } from './QrStyleFields'
import { useQrRenderer } from './use-qr-renderer'
import { REMEMBERED_STYLE_KEY, readRememberedStyle } from '../shared/remembered-style'
import './qr-generator.css'

/** Batch mode's code (CSV reading, its worker, the ZIP writer) loads only when a visitor opens it. */
const QrBatch = lazy(() => import('./QrBatch').then((module) => ({ default: module.QrBatch })))

/** A pasted logo URL is loaded once typing in that field pauses, not for every partial address. */
const PASTED_URL_DELAY_MS = 400

export function QrGenerator() {
  const [content, setContent] = useState<QrContent>(DEFAULT_CONTENT)
  const [style, setStyle] = useState(DEFAULT_STYLE)
  const [logo, setLogo] = useState<LogoStyle>(DEFAULT_LOGO)
  const [pastedUrl, setPastedUrl] = useState('')
  const [logoProblem, setLogoProblem] = useState<string | null>(null)
  /**
   * The logo the worker draws, counted each time it is handed over (each hand-over renders again); while its
   * source differs from `logo.source`, the new logo is loading.
   */
  const [appliedLogo, setAppliedLogo] = useState({ source: DEFAULT_LOGO.source, version: 0 })
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const compactCanvasRef = useRef<HTMLCanvasElement>(null)
  const lastInputAt = useRef(0)
  const renderer = useQrRenderer(canvasRef, compactCanvasRef)
  const hydrated = useHydrated()
  const { render, clear, invalidate, setLogo: sendLogo } = renderer

  // The style is remembered between visits: read once the page is live (the prerendered HTML has the
  // default), during render so the first live preview already uses it; saved on every change after that.
  const [styleRestored, setStyleRestored] = useState(false)
  if (hydrated && !styleRestored) {
    setStyleRestored(true)
    setStyle(readRememberedStyle(localStorage.getItem(REMEMBERED_STYLE_KEY)))
  }
  useEffect(() => {
    if (styleRestored) localStorage.setItem(REMEMBERED_STYLE_KEY, JSON.stringify(style))
  }, [style, styleRestored])

  const payload = useMemo(() => buildQrPayload(content), [content])
  const payloadText = payload.ok ? payload.text : null
  const { sizePercent, paddingPercent, badge, rounded } = logo

  useEffect(() => {
    if (payloadText === null) return clear()
    render(
      { text: payloadText, style, logo: { sizePercent, paddingPercent, badge, rounded } },
      lastInputAt.current,
    )
  }, [payloadText, style, sizePercent, paddingPercent, badge, rounded, appliedLogo, render, clear])

  // Decode the logo on the page (SVG needs the DOM), hand it to the worker, then render again.
  useEffect(() => {
    let current = true
    const apply = async () => {
      const bitmap = logo.source ? await loadLogoBitmap(logo.source) : null
      if (!current) return bitmap?.close()
      await sendLogo(bitmap)
      invalidate()
      setLogoProblem(null)
      lastInputAt.current = performance.now()
      setAppliedLogo((previous) => ({ source: logo.source, version: previous.version + 1 }))
    }
    const fail = () => {
      if (current) setLogoProblem(LOGO_LOAD_FAILED)
    }
    const delay = logo.source.startsWith('data:') || logo.source === '' ? 0 : PASTED_URL_DELAY_MS
    const timer = window.setTimeout(() => apply().catch(fail), delay)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [logo.source, sendLogo, invalidate])

  const contentProblem = payload.ok ? null : payload.problem
  const preview = renderer.preview
  // Until a newly chosen logo is drawn, the preview on show is without it: no scan verdict, no download.
  const logoLoading = logo.source !== appliedLogo.source && logoProblem === null
  const errorLine = contentProblem ?? (preview.status === 'failed' ? preview.message : null)

  return (
    <>
      <div className="qr-generator">
        <form
          className="form qr-form"
          onSubmit={(event) => event.preventDefault()}
          // Every field's input event passes here first: its time starts the input-to-preview measure.
          onInput={(event) => (lastInputAt.current = event.timeStamp)}
        >
          <fieldset className="qr-form__all" disabled={!hydrated}>
            <SelectField
              id="qr-type"
              label="Type"
              value={content.type}
              options={QR_TYPES}
              optionLabel={(type) => QR_TYPE_LABELS[type]}
              onChange={(type) => setContent({ ...content, type })}
            />
            <fieldset className="qr-fieldset">
              <legend>Content</legend>
              <QrContentFields
                content={content}
                onChange={setContent}
                errorId={contentProblem ? 'qr-error' : undefined}
              />
            </fieldset>
            <p id="qr-error" className="status-error qr-error-line" role="alert">
              {errorLine}
            </p>
            <CompactPreview canvasRef={compactCanvasRef} shown={preview.status === 'ready'} />
            <QrStyleFields style={style} onChange={setStyle} />
            <QrLogoFields
              logo={logo}
              pastedUrl={pastedUrl}
              problem={logoProblem}
              onChange={setLogo}
              onPasteUrl={(url) => {
                setPastedUrl(url)
                setLogo({ ...logo, source: url.trim() })
                setLogoProblem(null)
              }}
              onUpload={async (file) => {
                setPastedUrl('')
                try {
                  setLogo({ ...logo, source: await readFileAsDataUrl(file) })
                  setLogoProblem(null)
                } catch {
                  setLogoProblem(LOGO_LOAD_FAILED)
                }
              }}
              onRemove={() => {
                setPastedUrl('')
                setLogo({ ...logo, source: '' })
                setLogoProblem(null)
              }}
            />
          </fieldset>
        </form>
        <div className="qr-side">
          <QrPreviewPanel
            canvasRef={canvasRef}
            preview={preview}
            scan={renderer.scan}
            outdated={logoLoading}
            type={content.type}
          />
          <QrNotes />
        </div>
      </div>
      <QrBatchSection style={style} hydrated={hydrated} />
    </>
  )
}

/**
 * On a narrow screen the full preview sits below every field, a long scroll away: this copy of it stays
 * beside the content being typed (shown by qr-generator.css only when the page is one column). The full
 * preview, with its scan check and downloads, is one link away; screen readers get that one only.
 */
function CompactPreview({
  canvasRef,
  shown,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>
  shown: boolean
}) {
  return (
    <div className="qr-compact-preview" hidden={!shown} data-testid="qr-compact-preview">
      <canvas ref={canvasRef} className="qr-compact-preview__canvas" aria-hidden="true" />
      <a href="#qr-preview-title">Scan check and downloads</a>
    </div>
  )
}

function QrBatchSection({ style, hydrated }: { style: QrStyle; hydrated: boolean }) {
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <p className="qr-batch-open">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!hydrated}
          onClick={() => setOpen(true)}
        >
          Make many codes from a CSV
        </button>
      </p>
    )
  return (
    <Suspense fallback={<p aria-live="polite">Loading batch mode…</p>}>
      <QrBatch style={style} />
    </Suspense>
  )
}

function QrNotes() {
  return (
    <section className="card" aria-labelledby="qr-notes-title">
      <h2 id="qr-notes-title" className="h3">
        Notes
      </h2>
      <ul>
        <li>Include https:// in URLs.</li>
        <li>Keep the logo at 20-25% or less with level H.</li>
        <li>Wi-Fi WPA works with T:WPA, and hidden networks may need manual confirmation.</li>
        <li>The vCard is version 3.0 (name, org, title, phone, email, URL).</li>
        <li>The PNG (up to 2048 px) and the SVG both carry the logo.</li>
      </ul>
    </section>
  )
}
