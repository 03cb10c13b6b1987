import type { Vibe } from '../../../../../api/src/jobs/job-contracts'

/** The vibe select's options (spec section 9), the default first. */
export const vibeOptions: { value: Vibe; label: string }[] = [
  { value: 'professional', label: 'Professional' },
  { value: 'playful', label: 'Playful' },
  { value: 'rustic', label: 'Rustic' },
  { value: 'elegant', label: 'Elegant' },
]
