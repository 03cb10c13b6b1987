import { SelectField } from '#app/common/ui/SelectField.tsx'
import { imageConverterMessages as messages } from '../shared/messages'
import { clampQuality, isLossy, outputFormats, outputTypes, qualitySlider } from '../shared/output-formats'
import { maxSide, parseSide } from '../shared/resize'
import type { ImageSettings } from '../shared/settings'

interface ConversionOptionsProps {
  /** The prefix of the fields' ids, unique on the page. */
  id: string
  settings: ImageSettings
  onChange: (patch: Partial<ImageSettings>) => void
}

/**
 * The converter's settings: format, its quality, the background of a format without alpha, the size, and
 * whether photo metadata is kept. Each field shows only for the formats it applies to.
 */
export function ConversionOptions({ id, settings, onChange: changeSettings }: ConversionOptionsProps) {
  const { type, quality, width, height, enlarge, keepMetadata, background } = settings
  return (
    <>
      <div className="image-converter__options">
        <SelectField
          id={`${id}-type`}
          label="Convert to"
          value={type}
          options={outputTypes}
          optionLabel={(option) => outputFormats[option].label}
          onChange={(option) => changeSettings({ type: option })}
        />
        {isLossy(type) && (
          <div className="field">
            <label htmlFor={`${id}-quality`}>
              Quality <output htmlFor={`${id}-quality`}>{quality[type]}</output>
            </label>
            <input
              id={`${id}-quality`}
              type="range"
              min={qualitySlider.min}
              max={qualitySlider.max}
              step={1}
              value={quality[type]}
              onChange={(event) =>
                changeSettings({
                  quality: { ...quality, [type]: clampQuality(event.target.valueAsNumber) },
                })
              }
            />
          </div>
        )}
        {!outputFormats[type].alpha && (
          <div className="field">
            <label htmlFor={`${id}-background`}>Background</label>
            <input
              id={`${id}-background`}
              type="color"
              value={background}
              aria-describedby={`${id}-background-hint`}
              onChange={(event) => changeSettings({ background: event.target.value })}
            />
            <p id={`${id}-background-hint`} className="field-hint">
              {messages.backgroundHint(outputFormats[type].label)}
            </p>
          </div>
        )}
        <SideField
          id={`${id}-width`}
          label="Width (px)"
          value={width}
          onChange={(side) => changeSettings({ width: side })}
        />
        <SideField
          id={`${id}-height`}
          label="Height (px)"
          value={height}
          onChange={(side) => changeSettings({ height: side })}
        />
      </div>
      <p className="field-hint">
        Leave width and height empty to keep the size; with one or both, the image fits inside, its shape
        kept.
      </p>
      <label className="image-converter__check">
        <input
          type="checkbox"
          checked={enlarge}
          onChange={(event) => changeSettings({ enlarge: event.target.checked })}
        />
        Enlarge smaller images to this size
      </label>
      {type === 'image/jpeg' && (
        <label className="image-converter__check">
          <input
            type="checkbox"
            checked={keepMetadata}
            onChange={(event) => changeSettings({ keepMetadata: event.target.checked })}
          />
          Keep photo metadata (EXIF) without the location
        </label>
      )}
      <p className="field-hint">
        {type === 'image/jpeg' && keepMetadata ? messages.metadataKept : messages.metadataStripped}
      </p>
    </>
  )
}

function SideField(props: {
  id: string
  label: string
  value: number | null
  onChange: (side: number | null) => void
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxSide}
        placeholder="Original"
        value={props.value ?? ''}
        onChange={(event) => props.onChange(parseSide(event.target.value))}
      />
    </div>
  )
}
