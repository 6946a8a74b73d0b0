import { AboutPage } from '../../features/about/components/about-page'

export function AboutRoute() {
  return (
    <>
      <AboutPage />
    </>
  )
}
