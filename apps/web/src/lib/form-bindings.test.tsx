import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { TextField } from '../components/ui/form-field'
import { useFieldForm } from './form-bindings'

const schema = z.object({ name: z.string().min(2, 'Enter your name') })

function NameForm({ onSave }: { onSave: (values: { name: string }) => void }) {
  const { handleSubmit, field } = useFieldForm<{ name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  })
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <TextField label="Name" {...field('name')} />
      <button type="submit">Save</button>
    </form>
  )
}

describe('useFieldForm', () => {
  it("gives each field its registration and its schema's error by name", async () => {
    const onSave = vi.fn()
    render(<NameForm onSave={onSave} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name).toHaveAccessibleDescription('Enter your name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(onSave).not.toHaveBeenCalled()

    await userEvent.type(name, 'Ada')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSave).toHaveBeenCalledWith({ name: 'Ada' }, expect.anything())
  })
})
