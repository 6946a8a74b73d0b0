import { HomeHero } from '../../features/catalog/components/home-hero'

/**
 * The home page's first screen while its code loads: the hero is text and CSS only, so it ships
 * in the shell's bundle and paints as soon as the app starts, instead of after the home chunk
 * arrives (it is the page's Largest Contentful Paint on a phone). The real page renders the
 * same hero, so nothing moves when it takes over.
 */
export function HomeFallback() {
  return (
    <>
      <HomeHero />
      <div className="min-h-dvh" aria-busy="true" />
    </>
  )
}
