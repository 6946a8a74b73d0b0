/** jsdom has no matchMedia; react-hot-toast asks it whether the shopper prefers less motion. */
export function stubMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList
}
