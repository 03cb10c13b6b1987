// The free tools, each described once. The tools index lists them, the route table and the sitemap take
// their paths (site-pages.ts), and each tool page takes its heading, introduction and meta from here
// (toolPageMeta in seo/tool-page-meta.ts). Wording follows what the feature really does. Kept free of
// imports: the build reads it before the app's configuration exists. vite.config.ts keeps it out of the
// first-load chunk, so only the tools index and the tool pages load it.

export interface Tool {
  /** The page's path, also the route module's name under routes/tools/. */
  path: string
  /** The page heading and the link text on the tools index. */
  name: string
  /** One line under the name on the tools index. */
  summary: string
  /** The page's opening paragraph. */
  intro: string
  /** The document title (before ' | site name') when it is not the name. */
  title?: string
  /** The meta description: search results and social cards. */
  description: string
  keywords: string[]
}

/** In the order of the tools index (docs/product.md#tools). */
export const toolCatalogue: readonly Tool[] = [
  {
    path: '/qrcode-generator',
    name: 'QR Code Generator',
    summary: 'QR codes for links, Wi-Fi, contact cards, texts and email, with your logo in the middle.',
    intro:
      'Make QR codes for a website, Wi-Fi network, contact card, text message, email or plain text, with your logo in the middle. Everything is drawn in your browser; nothing is uploaded.',
    title: 'Free QR Code Generator with Logo',
    description:
      'Free QR code generator for URLs, Wi-Fi, vCards, SMS, email and text. Add your logo, pick colours, download PNG or SVG, and check it scans.',
    keywords: ['QR code generator', 'QR code with logo', 'Wi-Fi QR code', 'vCard QR code', 'free QR code'],
  },
  {
    path: '/image-converter',
    name: 'Image Converter',
    summary: 'Turn any image into PNG, JPEG, WebP or AVIF right in your browser. Nothing is uploaded.',
    intro:
      'Convert any image to PNG, JPEG, WebP or AVIF right in your browser. Your pictures never leave your device.',
    description:
      'Convert any image to PNG, JPEG, WebP or AVIF right in your browser, several at once. Your pictures are never uploaded.',
    keywords: ['image converter', 'png to jpg', 'jpg to webp', 'heic to jpg', 'compress images', 'avif'],
  },
  {
    path: '/file-converter',
    name: 'File Converter',
    summary: 'Swap data between JSON, NDJSON, CSV, TSV and plain text locally, then download the result.',
    intro:
      'Convert data between JSON, NDJSON, CSV, TSV and plain text on your own device, then download the result.',
    description:
      'Convert data between JSON, NDJSON, CSV, TSV and plain text on your own device, then download the result. Nothing is uploaded.',
    keywords: ['csv to json', 'json to csv', 'tsv converter', 'file converter', 'local only'],
  },
  {
    path: '/ask',
    name: 'Ask the Assistant',
    summary: 'Ask a plain question about websites or marketing and get a plain answer.',
    intro:
      'Ask a plain question about websites, marketing or running a small business and get a plain answer.',
    description:
      'Ask a plain question about websites, marketing or running a small business and get a plain answer. Free, no sign-up.',
    keywords: ['ask an AI assistant', 'website questions', 'small business marketing', 'free AI help'],
  },
  {
    path: '/roast-toast',
    name: 'Website Roast & Toast',
    summary:
      'Point it at a website and get the honest roasts, the well-earned toasts and a fix to try first.',
    intro:
      'Enter a website address and get the honest roasts, the well-earned toasts and the first fix to try.',
    description:
      'Enter a website address and get the honest roasts, the well-earned toasts and the first fix to try. Free, no sign-up.',
    keywords: ['website audit', 'SEO check', 'site speed test', 'free website review'],
  },
  {
    path: '/business-namer',
    name: 'Business Name Brainstormer',
    summary: 'Give it a few keywords and a vibe, and get a list of names worth saying out loud.',
    intro: 'Give a few keywords and pick a vibe to get business name ideas worth saying out loud.',
    description:
      'Give a few keywords and pick a vibe to get business name ideas worth saying out loud. Free, no sign-up.',
    keywords: ['business name generator', 'company name ideas', 'brand names', 'small business'],
  },
  {
    path: '/tagline-generator',
    name: 'Tagline Generator',
    summary: 'Describe your industry and what makes you different, and get taglines to try on.',
    intro: 'Describe your industry and what makes you different, and get taglines to try on.',
    description:
      'Describe your industry and what makes you different, and get taglines to try on. Free, no sign-up.',
    keywords: ['tagline generator', 'slogan ideas', 'marketing copy', 'small business'],
  },
  {
    path: '/weather',
    name: 'Farm & Biscuit Weather',
    summary: 'Local weather with a Biscuit Spreadability Index and a Chicken Coop Comfort report.',
    intro: 'Local weather with a Biscuit Spreadability Index and a Chicken Coop Comfort report.',
    description:
      'Local weather with a Biscuit Spreadability Index and a Chicken Coop Comfort report. Free, no sign-up.',
    keywords: ['local weather', 'biscuit spreadability index', 'chicken coop comfort', 'farm weather'],
  },
  {
    path: '/profit-margin-calculator',
    name: 'Profit Margin Calculator',
    summary: 'Enter revenue and cost to see profit, margin and markup side by side.',
    intro:
      'Enter revenue and cost to see profit, margin and markup side by side. It runs in your browser; nothing is sent anywhere.',
    description:
      'Enter revenue and cost to see profit, margin and markup side by side. Free, and it runs in your browser.',
    keywords: ['profit margin calculator', 'markup calculator', 'gross margin', 'small business'],
  },
  {
    path: '/break-even-calculator',
    name: 'Break-Even Calculator',
    summary: 'Find how many units you need to sell before the month starts paying you.',
    intro:
      'Find how many units you must sell to cover fixed costs, and the revenue that takes. It runs in your browser; nothing is sent anywhere.',
    description:
      'Find how many units you must sell to cover fixed costs, and the revenue that takes. Free, and it runs in your browser.',
    keywords: ['break-even calculator', 'break-even point', 'contribution margin', 'small business'],
  },
  {
    path: '/sales-tax-calculator',
    name: 'Sales Tax Calculator',
    summary: 'Add sales tax to any amount and see the tax and the total at a glance.',
    intro:
      'Add sales tax to any amount and see the tax and the total at a glance. It runs in your browser; nothing is sent anywhere.',
    description:
      'Add sales tax to any amount and see the tax and the total at a glance. Free, and it runs in your browser.',
    keywords: ['sales tax calculator', 'tax rate', 'price with tax', 'small business'],
  },
  {
    path: '/loan-payment-calculator',
    name: 'Loan Payment Calculator',
    summary: 'Monthly payment, total paid and total interest for an equipment or business loan.',
    intro:
      'See the monthly payment, total paid and total interest for a business loan. It runs in your browser; nothing is sent anywhere.',
    description:
      'See the monthly payment, total paid and total interest for a business loan. Free, and it runs in your browser.',
    keywords: ['loan payment calculator', 'monthly payment', 'amortization', 'business loan'],
  },
  {
    path: '/hourly-rate-calculator',
    name: 'Hourly Rate Calculator',
    summary: 'Work back from the income you want to the hourly rate you need to charge.',
    intro:
      'Work back from the income you want to the hourly rate you need to charge. It runs in your browser; nothing is sent anywhere.',
    description:
      'Work back from the income you want to the hourly rate you need to charge. Free, and it runs in your browser.',
    keywords: ['hourly rate calculator', 'freelance rate', 'billable hours', 'small business'],
  },
  {
    path: '/inventory-reorder-calculator',
    name: 'Inventory Reorder Calculator',
    summary: 'Know when to reorder from daily sales, supplier lead time and safety stock.',
    intro:
      'Know when to reorder from daily sales, supplier lead time and safety stock. It runs in your browser; nothing is sent anywhere.',
    description:
      'Know when to reorder from daily sales, supplier lead time and safety stock. Free, and it runs in your browser.',
    keywords: ['reorder point calculator', 'inventory reorder', 'safety stock', 'lead time demand'],
  },
]

/** The catalogue entry of a tool page; a path missing from the catalogue is a programming error. */
export function toolAt(path: string): Tool {
  const tool = toolCatalogue.find((entry) => entry.path === path)
  if (!tool) throw new Error(`No tool at ${path} in the tool catalogue`)
  return tool
}
