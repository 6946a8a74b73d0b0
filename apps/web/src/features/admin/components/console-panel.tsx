import type { ReactNode } from 'react'

interface ConsolePanelProps {
  /** The heading's id: the panel is a region named by its heading. */
  id: string
  title: ReactNode
  /** Classes added to the card's own (text-sm for panels of small print). */
  className?: string
  children: ReactNode
}

/** One titled card of a console page (an order, a return, a setting): white, ruled, its h2 first. */
export function ConsolePanel({ id, title, className, children }: ConsolePanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-line bg-white p-5${className ? ` ${className}` : ''}`}
    >
      <h2 id={id} className="font-serif text-xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
