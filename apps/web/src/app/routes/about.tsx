import { AboutPage } from '../../features/about/components/about-page'

export function AboutRoute() {
  return (
    <>
      <title>About · Scentia</title>
      <AboutPage />
    </>
  )
}
