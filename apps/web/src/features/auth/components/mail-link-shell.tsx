import type { ReactNode } from 'react'

/** The card both mail-link pages (/verification, /reset-password) sit in. */
export function MailLinkShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-3xl border border-line bg-white/60 p-6 shadow-sm sm:p-10">
        <h1 className="font-serif text-3xl tracking-tight">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
