import type { ReactNode } from 'react'

interface PageIntroProps {
  eyebrow: string
  title: string
  children: ReactNode
}

/** The opening of a simple page: eyebrow, serif heading, a short lead. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="max-w-2xl">
      <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">{eyebrow}</p>
      <h1 className="mt-3 font-serif text-4xl tracking-tight md:text-6xl">{title}</h1>
      <div className="mt-5 text-lg leading-relaxed text-muted">{children}</div>
    </header>
  )
}
