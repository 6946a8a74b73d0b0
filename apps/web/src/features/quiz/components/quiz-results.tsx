import type { Product } from '@scentia/domain/catalog/product'
import {
  OCCASIONS,
  QUIZ_AUDIENCES,
  QUIZ_BUDGETS,
  QUIZ_INTENSITIES,
  QUIZ_NOTES,
  type QuizAnswers,
} from '@scentia/domain/quiz/quiz-answers'
import { scoreProducts, type Recommendation } from '@scentia/domain/quiz/score-products'
import { Check, Link2, RotateCcw, Sparkles } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { StatusPanel } from '../../../components/ui/status-panel'
import { ProductTile } from '../../../components/ui/product-tile'
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard'

interface QuizResultsProps {
  answers: QuizAnswers
  products: readonly Product[] | undefined
  isLoading: boolean
  isError: boolean
  onRetry: () => void
  onRetake: () => void
  /** The cart control, composed by the app (features do not import each other). */
  renderAction: (product: Product) => ReactNode
}

const labelOf = (options: readonly { id: string; label: string }[], id: string) =>
  options.find((option) => option.id === id)?.label ?? id

/** The answers in a line: "An evening out · Woody, Spicy / oriental · Strong · Men · ₦20,000 – ₦30,000". */
function summary(answers: QuizAnswers): string[] {
  return [
    labelOf(OCCASIONS, answers.occasion),
    answers.notes.map((note) => labelOf(QUIZ_NOTES, note)).join(', '),
    labelOf(QUIZ_INTENSITIES, answers.intensity),
    labelOf(QUIZ_AUDIENCES, answers.audience),
    labelOf(QUIZ_BUDGETS, answers.budget),
  ]
}

/** The quiz's recommendations, with why each fits, a way to buy, share and start over. */
export function QuizResults({
  answers,
  products,
  isLoading,
  isError,
  onRetry,
  onRetake,
  renderAction,
}: QuizResultsProps) {
  const recommendations = useMemo(
    () => (products ? scoreProducts(answers, products) : []),
    [answers, products],
  )
  const noneInBudget = recommendations.length > 0 && recommendations.every((r) => !r.inBudget)

  return (
    <div>
      <header className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">
          Your results
        </p>
        <h1 className="mt-3 font-serif text-4xl tracking-tight md:text-5xl">
          Your perfume matches
        </h1>
        <ul aria-label="Your answers" className="mt-5 flex flex-wrap gap-2">
          {summary(answers).map((item) => (
            <li
              key={item}
              className="rounded-full border border-line bg-white/60 px-3 py-1 text-sm"
            >
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="outline" onClick={onRetake}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Retake quiz
          </Button>
          <ShareButton />
        </div>
      </header>

      {isError ? (
        <StatusPanel
          role="alert"
          title="We couldn't load our fragrances"
          actions={
            <Button onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try Again
            </Button>
          }
        >
          Please check your connection and try again.
        </StatusPanel>
      ) : isLoading ? (
        <ul
          aria-busy="true"
          aria-label="Loading your matches"
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
              <Skeleton className="mt-4 h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-5/6" />
            </li>
          ))}
        </ul>
      ) : recommendations.length === 0 ? (
        <StatusPanel
          icon={<Sparkles aria-hidden="true" className="size-6" />}
          title="Nothing in stock to recommend just now"
          actions={<ButtonLink to="/shop">Browse the shop</ButtonLink>}
        >
          Our shelves are being restocked. Please look again soon.
        </StatusPanel>
      ) : (
        <>
          {noneInBudget ? (
            <p role="status" className="mt-8 max-w-2xl rounded-2xl bg-sand px-5 py-4 text-sm">
              Nothing in stock fits your budget right now, so we picked the closest prices.
            </p>
          ) : null}
          <ol
            aria-label="Recommended fragrances"
            className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {recommendations.map((recommendation, index) => (
              <li key={recommendation.product.id}>
                <RecommendationCard
                  recommendation={recommendation}
                  rank={index + 1}
                  action={renderAction(recommendation.product)}
                />
              </li>
            ))}
          </ol>
          <p className="mt-10 text-sm text-muted">
            Not quite right?{' '}
            <Link
              to="/shop"
              className="font-medium text-ink underline decoration-gold decoration-2 underline-offset-4"
            >
              Browse every fragrance
            </Link>{' '}
            or{' '}
            <Link
              to="/contact"
              className="font-medium text-ink underline decoration-gold decoration-2 underline-offset-4"
            >
              ask our team
            </Link>
            .
          </p>
        </>
      )}
    </div>
  )
}

function RecommendationCard({
  recommendation: { product, score, reasons },
  rank,
  action,
}: {
  recommendation: Recommendation<Product>
  rank: number
  action: ReactNode
}) {
  return (
    <ProductTile
      product={product}
      action={action}
      priority={rank <= 2}
      headingLevel="h2"
      variant="feature"
      overlay={
        <span className="absolute top-3 left-3 rounded-full bg-cream/95 px-3 py-1 text-xs font-semibold text-ink">
          {score}% match
        </span>
      }
      details={
        <>
          {product.size} · {product.type} · {product.intensity}
        </>
      }
    >
      <ul aria-label={`Why ${product.name}`} className="mt-4 flex flex-col gap-1.5 text-sm">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
    </ProductTile>
  )
}

/** Copies this page's address (the answers are in it); says so for 2 s. */
function ShareButton() {
  const { state, copy } = useCopyToClipboard()

  async function share() {
    await copy(window.location.href)
  }

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          void share()
        }}
      >
        <Link2 aria-hidden="true" className="size-4" />
        {state === 'copied' ? 'Link copied!' : 'Copy link to these results'}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? 'Link copied'
          : state === 'failed'
            ? 'Could not copy. Copy the address from your browser instead.'
            : ''}
      </span>
    </>
  )
}
