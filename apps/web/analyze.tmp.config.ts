import base from './vite.config.ts'
import { defineConfig, mergeConfig } from 'vite'
import { gzipSync } from 'node:zlib'
export default defineConfig((env) => {
  const cfg = typeof base === 'function' ? base(env) : base
  return mergeConfig(cfg, {
    plugins: [{
      name: 'sizes',
      generateBundle(_o: unknown, bundle: Record<string, any>) {
        for (const [name, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk' || !name.includes('web-')) continue
          console.log('SHELL', name, chunk.code.length, gzipSync(chunk.code, { level: 9 }).length)
          for (const id of Object.keys(chunk.modules)) if (/zod|lucide/.test(id)) console.log('MOD', id.replace(/.*node_modules\//, ''), chunk.modules[id].renderedLength)
        }
      },
    }],
    build: { outDir: '/tmp/react-analyze-dist', emptyOutDir: true },
  })
})
