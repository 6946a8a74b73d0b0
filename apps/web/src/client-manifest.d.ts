declare module 'virtual:client-manifest' {
  /**
   * The browser build's `.vite/manifest.json` in the server build; empty elsewhere
   * (build/page-modules.ts). Its shape is app/page-preloads.ts's `Manifest`.
   */
  const manifest: Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >
  export default manifest
}
