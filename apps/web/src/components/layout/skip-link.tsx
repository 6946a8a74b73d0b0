/** First stop for keyboard users: jump past the header to the page (WCAG 2.4.1). */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-[70] rounded-full bg-ink px-5 py-3 text-sm font-medium text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  )
}
