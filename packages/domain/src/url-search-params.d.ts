// The WHATWG URLSearchParams, a pure query-string codec that Node and every browser have as a
// global. The domain compiles without DOM or Node types (it must not reach for fetch or the
// file system), so it declares the part of this one class it uses; each app compiles these
// files against its own, complete declaration. Query strings are read and written with it, and
// not by hand, so the page and the server split and escape them exactly as the browser does.
declare class URLSearchParams {
  constructor(init?: string | URLSearchParams | readonly (readonly [string, string])[])
  get(name: string): string | null
  set(name: string, value: string): void
  delete(name: string): void
  toString(): string
  [Symbol.iterator](): IterableIterator<[string, string]>
}
