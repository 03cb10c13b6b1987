import type { Vibe } from '../contract/tools.ts'

/** The words each vibe dresses a keyword in: adjectives before it, nouns after it, endings blended on. */
export interface VibeWords {
  adjectives: string[]
  nouns: string[]
  /** Endings glued to a keyword ("Peach" + "ly" → "Peachly"). */
  blends: string[]
  /** Whole-name patterns; {k} is a keyword, {a} an adjective, {n} a noun. */
  patterns: string[]
}

export const vibeWords: Record<Vibe, VibeWords> = {
  professional: {
    adjectives: [
      'Summit',
      'Keystone',
      'Pinnacle',
      'Bridge',
      'Clear',
      'Sterling',
      'Anchor',
      'True North',
      'Prime',
    ],
    nouns: ['Group', 'Partners', 'Solutions', 'Consulting', 'Associates', 'Advisors', 'Works', 'Collective'],
    blends: ['ify', 'ware', 'pro', 'wise'],
    patterns: ['{k} {n}', '{a} {k}', '{a} {k} {n}', '{k} & Co.', '{k}{b}', '{k} {n} Inc.'],
  },
  playful: {
    adjectives: ['Happy', 'Jolly', 'Zippy', 'Bouncy', 'Giggle', 'Sunny', 'Snappy', 'Wiggly', 'Bubbly'],
    nouns: ['Hub', 'Shack', 'Party', 'Pals', 'Factory', 'Nook', 'Buddies', 'Lab'],
    blends: ['ly', 'oodle', 'zilla', 'palooza', 'tastic'],
    patterns: ['{a} {k}', '{k} {n}', '{k}{b}', 'The {k} {n}', '{a} {k} {n}', 'Oh My {k}!'],
  },
  rustic: {
    adjectives: [
      'Old Mill',
      'Red Barn',
      'Cedar',
      'Homestead',
      'Iron Gate',
      'Hickory',
      'Creekside',
      'Front Porch',
    ],
    nouns: [
      'Company',
      'Trading Post',
      'Mercantile',
      'Supply',
      'Farmhouse',
      'Workshop',
      'Co-op',
      'General Store',
    ],
    blends: ['wood', 'field', 'stead', 'ridge'],
    patterns: ['{a} {k}', '{k} {n}', 'The {k} {n}', '{a} {k} {n}', '{k}{b} {n}', '{k} & Sons'],
  },
  elegant: {
    adjectives: ['Maison', 'Velvet', 'Ivory', 'Gilded', 'Belle', 'Luxe', 'Opal', 'Willow', 'Aurelia'],
    nouns: ['Atelier', 'Studio', 'House', 'Boutique', 'Collection', 'Salon', 'Gallery', 'Society'],
    blends: ['elle', 'ique', 'ora', 'ette'],
    patterns: ['{a} {k}', '{k} {n}', 'The {k} {n}', '{a} {k} {n}', '{k}{b}', 'House of {k}'],
  },
}
