import { fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { CheckboxRow } from './checkbox-row'

describe('CheckboxRow', () => {
  it('is named by its words, and a press on them calls back with the new state', () => {
    const onCheckedChange = vi.fn()
    render(
      <CheckboxRow checked={false} onCheckedChange={onCheckedChange}>
        Make this my primary address
      </CheckboxRow>,
    )
    fireEvent.click(screen.getByText('Make this my primary address'))
    expect(onCheckedChange).toHaveBeenCalledWith(true)
    expect(screen.getByRole('checkbox', { name: 'Make this my primary address' })).not.toBeChecked()
  })

  it('draws the whole row as the 44 px press, not just the 20 px box', () => {
    render(<CheckboxRow defaultChecked>First order only</CheckboxRow>)
    const box = screen.getByRole('checkbox', { name: 'First order only' })
    expect(box).toHaveClass('size-5')
    expect(box.closest('label')).toHaveClass('min-h-11')
  })

  it('binds to a form library through its ref and onChange', () => {
    let read: () => boolean = () => false
    function SizeForm() {
      const { register, getValues } = useForm<{ is_sample: boolean }>({
        defaultValues: { is_sample: false },
      })
      read = () => getValues('is_sample')
      return <CheckboxRow {...register('is_sample')}>Sample</CheckboxRow>
    }
    render(<SizeForm />)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sample' }))
    expect(read()).toBe(true)
  })
})
