// The weather page's two farm reports (docs/product.md#weather), as pure functions of the temperature in °F
// and the relative humidity in %.

export interface BiscuitIndex {
  label: string
  caption: string
}

/**
 * How butter spreads on a biscuit. The caption has its own thresholds (34, 50, 65, 80):
 * docs/product.md#biscuit-spreadability-index.
 */
export function biscuitIndex(tempF: number): BiscuitIndex {
  return { label: biscuitLabel(tempF), caption: biscuitCaption(tempF) }
}

function biscuitLabel(tempF: number): string {
  if (tempF >= 80) return 'Slicker than sin'
  if (tempF >= 65) return "Smooth spreadin'"
  if (tempF >= 50) return 'Might tear it'
  if (tempF >= 33) return 'Stubborn pat'
  return 'Chisel required'
}

function biscuitCaption(tempF: number): string {
  if (tempF >= 80) return 'Butter’s basically gravy. Spread fast and mind your sleeves.'
  if (tempF >= 65) return 'Glides on like a Sunday afternoon.'
  if (tempF >= 50) return 'Give the butter a few minutes on the counter first.'
  if (tempF >= 34) return 'Warm the knife under the tap and go slow.'
  return 'Set the butter by the stove and have a cup of coffee while you wait.'
}

export type CoopLevel = 'too-hot' | 'steamy' | 'just-right' | 'chilly' | 'too-cold'

export interface CoopComfort {
  level: CoopLevel
  label: string
  advice: string
}

/** How the hens feel about it; the first rule that matches wins, so heat beats humidity beats comfort. */
export function coopComfort(tempF: number, humidity: number): CoopComfort {
  if (tempF >= 95)
    return {
      level: 'too-hot',
      label: 'Too hot',
      advice: 'Shade, fresh water and a fan. The girls are panting.',
    }
  if (tempF >= 85 && humidity >= 70) {
    return {
      level: 'steamy',
      label: 'Steamy',
      advice: 'Muggy as a July revival. Open the vents and check the waterers.',
    }
  }
  if (tempF >= 65)
    return {
      level: 'just-right',
      label: 'Just right',
      advice: 'Happy hens, happy eggs. Let them free-range.',
    }
  if (tempF >= 45)
    return {
      level: 'chilly',
      label: 'Chilly but fine',
      advice: 'Feathers fluffed, spirits fine. Close the coop at dusk.',
    }
  return {
    level: 'too-cold',
    label: 'Too cold',
    advice: 'Block the drafts, add bedding and keep the water from freezing.',
  }
}
