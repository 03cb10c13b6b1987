/** Lines of the converted preview per block: the page lays out and paints only the blocks near view. */
const linesPerBlock = 100

/**
 * The preview's text in blocks of lines, each without the line break that ends it (the block's own end
 * breaks the line, and copying a selection across blocks puts one line break back).
 */
export function previewBlocks(text: string): string[] {
  const lines = text.split('\n')
  const blocks: string[] = []
  for (let start = 0; start < lines.length; start += linesPerBlock)
    blocks.push(lines.slice(start, start + linesPerBlock).join('\n'))
  return blocks
}
