import type { Plugin } from 'vite'

/** A module of Preact or its renderer, by its path (decision 036: the shop runs on React DOM). */
export const PREACT_MODULE = /[\\/]node_modules[\\/](?:preact|preact-render-to-string)[\\/]/

/**
 * Fails the build when a bundle, the browser's or the server's, carries Preact (decision 036):
 * an alias or a library's `preact` export condition would otherwise ship a second runtime
 * silently, and a Preact-rendered page does not hydrate as React's. `npm test` builds first,
 * so the check runs on every CI run.
 */
export function reactRuntimeOnly(): Plugin {
  return {
    name: 'scentia:react-runtime-only',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const preact = output.moduleIds.filter((id) => PREACT_MODULE.test(id))
        if (preact.length > 0) {
          this.error(
            `${output.fileName} bundles Preact (${preact.join(', ')}); the shop runs on React DOM (decision 036).`,
          )
        }
      }
    },
  }
}
