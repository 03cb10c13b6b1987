// What the assistant's page suggests asking; the assistant answers a greeting with the same list.

export const askSuggestions = [
  'How do I get more customers from Google?',
  'How do I get more reviews?',
  'Why is my website slow?',
  'Do I need a website if I have a Facebook page?',
  'How much does the Hands Free Plan cost?',
] as const
