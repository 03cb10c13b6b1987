import type { Vibe } from '@studio/api/contract/tools'

const labels: Record<Vibe, string> = {
  professional: 'Professional',
  playful: 'Playful',
  rustic: 'Rustic',
  elegant: 'Elegant',
}

/** The vibe select's values (docs/product.md#business-namer), the default first. */
export const vibes = Object.keys(labels) as Vibe[]

export const vibeLabel = (vibe: Vibe) => labels[vibe]
