import type { Product } from '@scentia/domain/catalog/product'
import {
  parseQuizParams,
  quizResultPath,
  type QuizAnswers,
} from '@scentia/domain/quiz/quiz-answers'
import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { quizCandidateQueries } from '@scentia/domain/quiz/score-products'
import { useProductsUnion } from '../../../lib/products-union'
import { QuizFlow } from './quiz-flow'
import { QuizResults } from './quiz-results'

interface QuizPageProps {
  renderAction: (product: Product) => ReactNode
}

/** What a retake carries in the history state: the last answers, to start from. */
interface RetakeState {
  retakeFrom?: QuizAnswers
}

function retakeFrom(state: unknown): QuizAnswers | undefined {
  return state && typeof state === 'object' && 'retakeFrom' in state
    ? (state as RetakeState).retakeFrom
    : undefined
}

/**
 * /quiz (docs/product.md §7). With a complete set of answers in the query string it opens on the
 * results, so a result link can be shared; without one (or with a broken one) it starts the
 * quiz. Finishing the quiz moves to the result link, so Back returns to the questions.
 */
export function QuizPage({ renderAction }: QuizPageProps) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const answers = useMemo(() => parseQuizParams(params), [params])
  // The results read a bounded set of candidates (docs/product.md §11), scored in the browser.
  const products = useProductsUnion(answers ? quizCandidateQueries(answers) : [])

  if (!answers) {
    return (
      <>
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-deep uppercase">
            Perfume quiz
          </p>
          <h1 className="mt-3 font-serif text-4xl tracking-tight md:text-5xl">
            Find your perfume match
          </h1>
          <p className="mt-4 text-lg text-muted">
            Five quick questions, and we will match you with fragrances from our shelves.
          </p>
        </header>
        <QuizFlow
          // A new key per retake restarts the flow at question one.
          key={location.key}
          initial={retakeFrom(location.state)}
          onComplete={(chosen) => {
            void navigate(quizResultPath(chosen))
          }}
        />
      </>
    )
  }

  return (
    <>
      <QuizResults
        answers={answers}
        products={products.data}
        isLoading={products.isPending}
        isError={products.isError}
        onRetry={() => {
          void products.refetch()
        }}
        onRetake={() => {
          const state: RetakeState = { retakeFrom: answers }
          void navigate('/quiz', { state })
        }}
        renderAction={renderAction}
      />
    </>
  )
}
