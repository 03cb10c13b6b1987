import { descriptionLength, quoted, roast, type Rule, titleLength, toast } from './audit-finding.ts'

// What the page says to people and search engines: title, description, viewport, language, headings,
// image text, render-blocking scripts, canonical address, Open Graph, structured data, robots. Each rule's
// function name is the check's id the monitor keeps with a site's weekly audit.
export const contentRules: Rule[] = [
  function title({ facts }) {
    if (!facts.title) {
      return roast(
        80,
        'No page title. Search results and browser tabs show a blank where your name should be.',
        'Add a <title> of 10–60 characters that says who you are and what you do.',
      )
    }
    const length = facts.title.length
    if (length < titleLength.min || length > titleLength.max) {
      return roast(
        40,
        `The title is ${length} characters. ${length < titleLength.min ? 'Short enough to be mysterious, not in a good way.' : 'Search engines will cut it off mid-sentence.'}`,
        `Rewrite the title to ${titleLength.min}–${titleLength.max} characters, leading with what the business does.`,
      )
    }
    return toast(`The title is ${length} characters: just right for search results.`)
  },
  function metaDescription({ facts }) {
    if (!facts.metaDescription) {
      return roast(
        65,
        'No meta description, so search engines make up their own blurb. They are not good at it.',
        'Add a meta description of 50–160 characters that sells the click.',
      )
    }
    const length = facts.metaDescription.length
    if (length < descriptionLength.min || length > descriptionLength.max) {
      return roast(
        35,
        `The meta description is ${length} characters. ${length < descriptionLength.min ? 'That’s a bumper sticker, not a pitch.' : 'Search results will trim it.'}`,
        `Rewrite the meta description to ${descriptionLength.min}–${descriptionLength.max} characters.`,
      )
    }
    return toast(`The meta description is ${length} characters: a tidy pitch for search results.`)
  },
  function viewport({ facts }) {
    if (facts.hasViewport) return toast('Has a viewport tag, so phones get a page sized for them.')
    return roast(
      85,
      'No viewport tag. Phones get the desktop page shrunk down to ant size.',
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> and check the layout on a phone.',
    )
  },
  function language({ facts }) {
    if (facts.lang)
      return toast(`Declares its language (${quoted(facts.lang)}), so screen readers pronounce it right.`)
    return roast(
      25,
      'No lang attribute. Screen readers have to guess the language, and they guess like a tourist.',
      'Add lang="en" (or the right language) to the <html> tag.',
    )
  },
  function headings({ facts }) {
    if (facts.h1Count === 1) return toast('Exactly one h1 heading. The page knows what it’s about.')
    if (facts.h1Count === 0) {
      return roast(
        45,
        'No h1 heading. The page never says what it’s about, like a church sign with no letters.',
        'Give the page one h1 that states what the business does.',
      )
    }
    return roast(
      20,
      `${facts.h1Count} h1 headings. Everybody’s talking, nobody’s in charge.`,
      'Keep one h1 per page and make the others h2 or h3.',
    )
  },
  function imageAlt({ facts }) {
    if (facts.imagesWithoutAlt > 0) {
      return roast(
        40,
        `${facts.imagesWithoutAlt} of ${facts.imageCount} images have no alt text. Screen readers just say "image" and shrug.`,
        'Add alt text to every meaningful image (and alt="" to decorative ones).',
      )
    }
    if (facts.imageCount === 0) return null
    return toast(
      `${facts.imageCount === 1 ? 'The image has' : `All ${facts.imageCount} images have`} alt text. Nice manners.`,
    )
  },
  function renderBlocking({ facts }) {
    if (facts.renderBlockingScripts > 0) {
      return roast(
        55,
        `${facts.renderBlockingScripts} script${facts.renderBlockingScripts > 1 ? 's' : ''} in the head block the page from showing until they load. Everyone waits on the slowest mule.`,
        'Add defer (or async) to the scripts in the <head>, or move them to the end of the body.',
      )
    }
    return toast('No render-blocking scripts in the head.')
  },
  function canonical({ facts }) {
    if (facts.canonical) return toast('Has a canonical link, so search engines know the one true address.')
    return roast(
      20,
      'No canonical link. Search engines may count the same page twice under different addresses.',
      'Add <link rel="canonical"> pointing at the page’s preferred address.',
    )
  },
  function openGraph({ facts }) {
    const { title, description, image } = facts.openGraph
    if (title && description && image) return toast('Open Graph tags are all there: shared links look sharp.')
    return roast(
      25,
      'Open Graph tags are missing or incomplete, so shared links show up plain as a paper sack.',
      'Add og:title, og:description and og:image so links shared on social media get a proper card.',
    )
  },
  function structuredData({ facts }) {
    if (facts.hasStructuredData)
      return toast('Has structured data, so search engines understand who you are.')
    return roast(
      30,
      'No structured data. Search engines have to guess whether you’re a bakery or a bait shop.',
      'Add schema.org JSON-LD (LocalBusiness or Organization) with your name, address, phone and hours.',
    )
  },
  function robots({ facts, headers }) {
    const directives = `${facts.metaRobots ?? ''} ${headers['x-robots-tag'] ?? ''}`.toLowerCase()
    if (/\b(noindex|none)\b/.test(directives)) {
      return roast(
        90,
        'This page tells search engines not to index it. It’s hiding from the very folks trying to find it.',
        'Remove "noindex" from the robots meta tag or the X-Robots-Tag header (unless hiding the page is intended).',
      )
    }
    return toast('Search engines are welcome to index it.')
  },
]
