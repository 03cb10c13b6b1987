import type { ReactNode } from 'react'
import type { Tool } from './tool-catalogue'

/** The frame of every tool page: the tool's name and introduction from the catalogue, then the tool. */
export function ToolPage({ tool, children }: { tool: Tool; children: ReactNode }) {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{tool.name}</h1>
        <p>{tool.intro}</p>
      </header>
      {children}
    </div>
  )
}
