import { LockKeyhole, ShieldCheck, Truck } from 'lucide-react'

const PROMISES = [
  {
    icon: ShieldCheck,
    title: '100% authentic',
    text: 'Every bottle is genuine, sealed and sourced from trusted distributors.',
  },
  {
    icon: Truck,
    title: 'Lagos delivery in 2–4 days',
    text: 'Fees by ward, shown before you pay. Elsewhere, the delivery fee is paid on arrival.',
  },
  {
    icon: LockKeyhole,
    title: 'Secure Paystack payment',
    text: 'Pay by card through Paystack. We never see or store your card details.',
  },
] as const

/** Why buy here: authenticity, Lagos delivery, secure payment. */
export function TrustStrip() {
  return (
    <section aria-label="Why shop with Scentia" className="border-y border-line bg-sand/60">
      <ul className="mx-auto grid max-w-7xl gap-6 px-5 py-10 sm:grid-cols-3 md:px-8">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-cream text-gold-deep ring-1 ring-gold/30">
              <Icon aria-hidden="true" className="size-5" strokeWidth={1.6} />
            </span>
            <div>
              <h3 className="font-serif text-lg leading-tight">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
