import { ButtonLink } from '../../components/ui/button'
import { PageIntro } from '../../components/layout/page-intro'

export function AboutRoute() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
      <title>About · Scentia</title>
      <PageIntro eyebrow="Our house" title="About Scentia">
        Scentia is a Lagos perfume house selling authentic designer and niche fragrances, delivered
        to doors across Nigeria.
      </PageIntro>
      <ButtonLink to="/shop" className="mt-8">
        Explore the collection
      </ButtonLink>
    </div>
  )
}
