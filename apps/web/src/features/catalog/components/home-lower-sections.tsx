import { ScentFamilyTiles } from './scent-family-tiles'
import { TrustStrip } from './trust-strip'

/** The home page's sections under its rails: the scent families and the trust strip. */
export function HomeLowerSections() {
  return (
    <>
      <ScentFamilyTiles />
      <TrustStrip />
    </>
  )
}
