import { useState, type CSSProperties } from 'react'

interface ComparePreviewProps {
  originalUrl: string
  originalName: string
  convertedUrl: string
  convertedName: string
}

/**
 * The original and the converted image stacked, the converted one shown right of a split that a range
 * input moves (arrow keys work), so the two can be compared at the same spot.
 */
export function ComparePreview({
  originalUrl,
  originalName,
  convertedUrl,
  convertedName,
}: ComparePreviewProps) {
  const [split, setSplit] = useState(50)
  return (
    <div className="image-converter__compare">
      <div className="image-converter__stack" style={{ '--split': `${split}%` } as CSSProperties}>
        <img src={originalUrl} alt={`Original: ${originalName}`} decoding="async" />
        <img
          className="image-converter__after"
          src={convertedUrl}
          alt={`Converted: ${convertedName}`}
          decoding="async"
        />
      </div>
      <input
        type="range"
        min={0}
        max={100}
        value={split}
        aria-label={`Compare original and converted ${convertedName}`}
        aria-valuetext={`${split} % original`}
        onChange={(event) => setSplit(event.target.valueAsNumber)}
      />
    </div>
  )
}
