// The 14 free tools as the tools index lists them, in the order of docs/product.md#tools.
export interface ToolSummary {
  path: string
  name: string
  summary: string
}

export const tools: ToolSummary[] = [
  {
    path: '/qrcode-generator',
    name: 'QR Code Generator',
    summary: 'QR codes for links, Wi-Fi, contact cards, texts and email, with your logo in the middle.',
  },
  {
    path: '/image-converter',
    name: 'Image Converter',
    summary: 'Turn any image into PNG, JPEG or WebP right in your browser. Nothing is uploaded.',
  },
  {
    path: '/file-converter',
    name: 'File Converter',
    summary: 'Swap data between JSON, CSV, TSV and plain text locally, then download the result.',
  },
  {
    path: '/ask',
    name: 'Ask the Assistant',
    summary: 'Ask a plain question about websites or marketing and get a plain answer.',
  },
  {
    path: '/roast-toast',
    name: 'Website Roast & Toast',
    summary:
      'Point it at a website and get the honest roasts, the well-earned toasts and a fix to try first.',
  },
  {
    path: '/business-namer',
    name: 'Business Name Brainstormer',
    summary: 'Give it a few keywords and a vibe, and get a list of names worth saying out loud.',
  },
  {
    path: '/tagline-generator',
    name: 'Tagline Generator',
    summary: 'Describe your industry and what makes you different, and get taglines to try on.',
  },
  {
    path: '/weather',
    name: 'Farm & Biscuit Weather',
    summary: 'Local weather with a Biscuit Spreadability Index and a Chicken Coop Comfort report.',
  },
  {
    path: '/profit-margin-calculator',
    name: 'Profit Margin Calculator',
    summary: 'Enter revenue and cost to see profit, margin and markup side by side.',
  },
  {
    path: '/break-even-calculator',
    name: 'Break-Even Calculator',
    summary: 'Find how many units you need to sell before the month starts paying you.',
  },
  {
    path: '/sales-tax-calculator',
    name: 'Sales Tax Calculator',
    summary: 'Add sales tax to any amount and see the tax and the total at a glance.',
  },
  {
    path: '/loan-payment-calculator',
    name: 'Loan Payment Calculator',
    summary: 'Monthly payment, total paid and total interest for an equipment or business loan.',
  },
  {
    path: '/hourly-rate-calculator',
    name: 'Hourly Rate Calculator',
    summary: 'Work back from the income you want to the hourly rate you need to charge.',
  },
  {
    path: '/inventory-reorder-calculator',
    name: 'Inventory Reorder Calculator',
    summary: 'Know when to reorder from daily sales, supplier lead time and safety stock.',
  },
]
