import {
  OCCASIONS,
  QUIZ_AUDIENCES,
  QUIZ_BUDGETS,
  QUIZ_INTENSITIES,
  QUIZ_NOTES,
  QUIZ_QUESTIONS,
  QUIZ_STEPS,
  type QuizAnswers,
  type QuizStep,
} from '@scentia/domain/quiz/quiz-answers'
import { ArrowLeft, ArrowRight, Check } from 'lucide-react'
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'

type Draft = Partial<QuizAnswers>

interface QuizFlowProps {
  /** Answers to start from (a retake keeps the last ones selected). */
  initial?: Draft | undefined
  onComplete: (answers: QuizAnswers) => void
}

interface Choice {
  id: string
  label: string
  hint?: string
}

const CHOICES: Record<QuizStep, readonly Choice[]> = {
  occasion: OCCASIONS,
  notes: QUIZ_NOTES,
  intensity: QUIZ_INTENSITIES,
  audience: QUIZ_AUDIENCES,
  budget: QUIZ_BUDGETS,
}

const REQUIRED_MESSAGE: Record<QuizStep, string> = {
  occasion: 'Please choose an occasion',
  notes: 'Please choose at least one kind of note',
  intensity: 'Please choose how strong you like it',
  audience: 'Please choose who it is for',
  budget: 'Please choose a budget',
}

function isAnswered(step: QuizStep, draft: Draft): boolean {
  return step === 'notes' ? (draft.notes?.length ?? 0) > 0 : draft[step] !== undefined
}

function complete(draft: Draft): QuizAnswers | null {
  const { occasion, notes, intensity, audience, budget } = draft
  if (!occasion || !notes?.length || !intensity || !audience || !budget) return null
  return { occasion, notes, intensity, audience, budget }
}

/**
 * The perfume quiz, one question per screen (docs/product.md §7). Native radios and checkboxes, so the
 * keyboard works as everywhere else (Tab to the group, arrows between answers, Space to tick,
 * Enter for Next); the question takes focus on each new screen so a screen reader reads it.
 */
export function QuizFlow({ initial, onComplete }: QuizFlowProps) {
  const [stepIndex, setStepIndex] = useState(0)
  const [draft, setDraft] = useState<Draft>(initial ?? {})
  const [showError, setShowError] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const errorId = useId()
  const headingId = useId()
  const helpId = useId()

  const step = QUIZ_STEPS[stepIndex] ?? 'occasion'
  const question = QUIZ_QUESTIONS[step]
  const isLast = stepIndex === QUIZ_STEPS.length - 1
  const multiple = step === 'notes'

  useEffect(() => {
    // Not on the first screen: the page has just loaded and focus belongs at its top.
    if (moved.current) headingRef.current?.focus()
  }, [stepIndex])

  function go(to: number) {
    moved.current = true
    setShowError(false)
    setStepIndex(to)
  }

  function choose(id: string, checked: boolean) {
    setShowError(false)
    setDraft((current) => {
      if (step !== 'notes') return { ...current, [step]: id }
      const notes = new Set(current.notes ?? [])
      const note = QUIZ_NOTES.find((option) => option.id === id)?.id
      if (note) {
        if (checked) notes.add(note)
        else notes.delete(note)
      }
      return {
        ...current,
        notes: QUIZ_NOTES.map((option) => option.id).filter((n) => notes.has(n)),
      }
    })
  }

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isAnswered(step, draft)) {
      setShowError(true)
      return
    }
    if (!isLast) {
      go(stepIndex + 1)
      return
    }
    const answers = complete(draft)
    if (answers) onComplete(answers)
  }

  const selected = (id: string) =>
    step === 'notes' ? (draft.notes ?? []).some((note) => note === id) : draft[step] === id

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between text-sm text-muted">
        <p>
          Question {stepIndex + 1} of {QUIZ_STEPS.length}
        </p>
        <p aria-hidden="true" className="tabular-nums">
          {Math.round(((stepIndex + 1) / QUIZ_STEPS.length) * 100)}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={1}
        aria-valuemax={QUIZ_STEPS.length}
        aria-valuenow={stepIndex + 1}
        aria-valuetext={`Question ${stepIndex + 1} of ${QUIZ_STEPS.length}`}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink/10"
      >
        <div
          className="h-full rounded-full bg-gold transition-[width] duration-300"
          style={{ width: `${((stepIndex + 1) / QUIZ_STEPS.length) * 100}%` }}
        />
      </div>

      <fieldset
        className="mt-8"
        aria-labelledby={headingId}
        aria-describedby={showError ? `${helpId} ${errorId}` : helpId}
      >
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-3xl tracking-tight outline-none md:text-4xl"
        >
          {question.title}
        </h2>
        <p id={helpId} className="mt-2 text-muted">
          {question.help}
        </p>

        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {CHOICES[step].map((choice) => {
            const isSelected = selected(choice.id)
            return (
              <label
                key={choice.id}
                className={`relative flex min-h-20 cursor-pointer items-start gap-3 rounded-2xl border bg-white/60 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-deep ${
                  isSelected ? 'border-ink bg-white shadow-sm' : 'border-line hover:border-ink/40'
                }`}
              >
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`quiz-${step}`}
                  value={choice.id}
                  checked={isSelected}
                  onChange={(event) => {
                    choose(choice.id, event.currentTarget.checked)
                  }}
                  // Invisible but covering the card: a tap anywhere lands on the input itself.
                  className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                />
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-5 shrink-0 items-center justify-center border ${
                    multiple ? 'rounded-md' : 'rounded-full'
                  } ${isSelected ? 'border-ink bg-ink text-cream' : 'border-ink/30 bg-white'}`}
                >
                  {isSelected ? <Check className="size-3.5" strokeWidth={3} /> : null}
                </span>
                <span className="flex flex-col">
                  <span className="font-medium text-ink">{choice.label}</span>
                  {choice.hint ? (
                    <span className="mt-0.5 text-sm text-muted">{choice.hint}</span>
                  ) : null}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>

      <p id={errorId} role="alert" className="mt-4 min-h-5 text-sm font-medium text-red-800">
        {showError ? REQUIRED_MESSAGE[step] : null}
      </p>

      <div className="mt-4 flex items-center justify-between gap-3">
        {stepIndex > 0 ? (
          <Button
            variant="outline"
            onClick={() => {
              go(stepIndex - 1)
            }}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit">
          {isLast ? 'See my matches' : 'Next'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </form>
  )
}
