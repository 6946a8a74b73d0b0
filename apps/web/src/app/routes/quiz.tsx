import { QuizPage } from '../../features/quiz/components/quiz-page'
import { renderCartAction } from '../cart-action'

/** /quiz and its shareable results, /quiz?o=…&n=…&i=…&f=…&b=…. */
export function QuizRoute() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-12 md:px-8 md:py-16">
      <QuizPage renderAction={renderCartAction} />
    </div>
  )
}
