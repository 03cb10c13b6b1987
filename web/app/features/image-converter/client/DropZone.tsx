import { useEffect, useState, type DragEvent } from 'react'
import { imageConverterMessages as messages } from '../shared/messages'

interface DropZoneProps {
  inputId: string
  onFiles: (files: File[]) => void
}

/**
 * Where images come in: the file picker (a real input, reached with Tab), a drop on the zone, or a paste
 * anywhere on the page of an image or a copied file. A paste into a text field with no file in it is
 * left to the field.
 */
export function DropZone({ inputId, onFiles }: DropZoneProps) {
  const [dragging, setDragging] = useState(false)

  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])]
      if (files.length === 0) return
      event.preventDefault()
      onFiles(files)
    }
    document.addEventListener('paste', paste)
    return () => document.removeEventListener('paste', paste)
  }, [onFiles])

  const over = (event: DragEvent) => {
    event.preventDefault()
    setDragging(true)
  }
  return (
    <div
      className={`image-converter__drop${dragging ? ' image-converter__drop--over' : ''}`}
      data-testid="drop-zone"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault()
        setDragging(false)
        onFiles([...event.dataTransfer.files])
      }}
    >
      <label htmlFor={inputId}>Choose images</label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      <p id={`${inputId}-hint`} className="field-hint">
        {messages.dropHint} PNG, JPEG, WebP, GIF, BMP, SVG, AVIF, HEIC where your browser reads it. Nothing is
        uploaded.
      </p>
    </div>
  )
}
