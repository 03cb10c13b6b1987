import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

// react-router's package exports name only its development build (dist/development, with its dev-only
// warnings and checks) for every condition, production included: remix-run/react-router#12532, #14102.
// The browser bundle takes the production build the package ships beside it; the server build keeps the
// package's own resolution, since React Router's build tool prerenders it with its own (development) copy.
const productionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
)
const productionEntries: Record<string, string> = {
  'react-router': path.join(productionBuild, 'index.mjs'),
  'react-router/dom': path.join(productionBuild, 'dom-export.mjs'),
}

/** Resolves `react-router` and `react-router/dom` to their production build in the client build. */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'studio:react-router-production',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    // The filter keeps Rolldown from calling into JavaScript for every other import of the build.
    resolveId: { filter: { id: /^react-router(\/dom)?$/ }, handler: (id) => productionEntries[id] },
  }
}
