import { ButtonLink } from '../../../components/ui/button'

/**
 * The home page's first screen. Text and CSS only, no image to wait for: the headline is the
 * Largest Contentful Paint and it paints with the page's first frame.
 */
export function HomeHero() {
  return (
    <section className="relative overflow-hidden border-b border-line bg-cream">
      <HeroOrnament />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-5 pt-12 pb-14 md:grid-cols-[1.15fr_1fr] md:px-8 md:py-24 lg:py-28">
        <div className="max-w-xl">
          <p className="text-xs font-semibold tracking-[0.26em] text-gold-deep uppercase">
            Perfume house · Lagos
          </p>
          <h1 className="mt-5 font-serif text-[2.6rem] leading-[1.05] tracking-tight text-balance sm:text-6xl lg:text-7xl">
            Find your signature scent
          </h1>
          <p className="mt-5 max-w-md text-base leading-relaxed text-muted sm:text-lg">
            Authentic designer and niche fragrances, chosen with care and delivered across Lagos in
            2–4 business days — and anywhere in Nigeria.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/shop" className="sm:h-12 sm:px-8 sm:text-base">
              Shop Now
            </ButtonLink>
            <ButtonLink to="/quiz" variant="outline" className="sm:h-12 sm:px-8 sm:text-base">
              Take the Quiz
            </ButtonLink>
          </div>
        </div>
        <HeroBottle />
      </div>
    </section>
  )
}

/** Soft gold arcs behind the hero, drawn by CSS so they cost no request. */
function HeroOrnament() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -top-40 -right-40 size-[32rem] rounded-full border border-gold/25" />
      <div className="absolute -top-24 -right-24 size-[24rem] rounded-full border border-gold/20" />
      <div className="absolute -bottom-48 -left-32 size-[26rem] rounded-full bg-sand/70 blur-3xl" />
    </div>
  )
}

/** A bottle in an arch: the house's emblem, an inline SVG of a few hundred bytes. */
function HeroBottle() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm md:block">
      <div className="aspect-[4/5] rounded-t-full bg-gradient-to-b from-sand to-[#eadfcb] p-10 shadow-[inset_0_0_0_1px_rgba(176,141,74,0.25)]">
        <svg viewBox="0 0 200 260" className="size-full" role="presentation">
          <defs>
            <linearGradient id="hero-glass" x1="0" x2="1" y1="0" y2="1">
              <stop offset="0" stopColor="#f4e6c8" />
              <stop offset="0.55" stopColor="#d6b370" />
              <stop offset="1" stopColor="#9a7738" />
            </linearGradient>
          </defs>
          <rect x="84" y="22" width="32" height="30" rx="4" fill="#1c1917" />
          <rect x="92" y="52" width="16" height="14" fill="#b08d4a" />
          <rect x="40" y="66" width="120" height="170" rx="22" fill="url(#hero-glass)" />
          <rect x="52" y="78" width="14" height="140" rx="7" fill="#fff" opacity="0.35" />
          <rect x="56" y="130" width="88" height="46" rx="3" fill="#faf7f2" opacity="0.92" />
          <text
            x="100"
            y="158"
            textAnchor="middle"
            fontFamily="Georgia, serif"
            fontSize="12"
            letterSpacing="2.5"
            fill="#1c1917"
          >
            SCENTIA
          </text>
        </svg>
      </div>
    </div>
  )
}
