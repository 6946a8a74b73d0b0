declare module 'virtual:tanstack-react-query' {
  /**
   * TanStack Query's own React bindings. Every other `@tanstack/react-query` import in a web
   * build or test resolves to `src/lib/react-query.ts`, which re-exports this (vite.config.ts).
   */
  export * from '@tanstack/react-query'
}
