import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BigSnackbarHost } from '@/components/big-snackbar-host'
import { SnackbarHost } from '@/components/snackbar-host'
import { notify } from '@/lib/notify'
import { createBigSnackbarQueue, createSnackbarQueue, snackbarQueue } from '@/lib/snackbar-queue'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  snackbarQueue.clear()
  vi.useRealTimers()
})

describe('SnackbarHost', () => {
  it('shows one snackbar at a time: 8 s, then the queued one 200 ms later for 4 s', () => {
    const queue = createSnackbarQueue()
    render(<SnackbarHost queue={queue} />)
    act(() => {
      queue.show({ text: 'Primeiro' })
      queue.show({ text: 'Segundo' })
    })
    expect(screen.getByTestId('snackbar')).toHaveTextContent('Primeiro')
    expect(screen.queryByText('Segundo')).toBeNull()

    act(() => vi.advanceTimersByTime(7999))
    expect(screen.getByText('Primeiro')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByTestId('snackbar')).toBeNull()
    act(() => vi.advanceTimersByTime(199))
    expect(screen.queryByTestId('snackbar')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByTestId('snackbar')).toHaveTextContent('Segundo')
    act(() => vi.advanceTimersByTime(4000))
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })

  it('closes with its button and announces in a polite live region', () => {
    const queue = createSnackbarQueue()
    render(<SnackbarHost queue={queue} />)
    act(() => void queue.show({ text: 'Salvo', color: 'success' }))
    expect(screen.getByRole('status')).toHaveTextContent('Salvo')
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }))
    expect(screen.queryByText('Salvo')).toBeNull()
  })

  it('renders what notify() reports, through the app queue', () => {
    render(<SnackbarHost />)
    act(() => notify({ text: 'Senha alterada com sucesso', color: 'success' }))
    expect(screen.getByTestId('snackbar')).toHaveTextContent('Senha alterada com sucesso')
  })
})

describe('BigSnackbarHost', () => {
  it('shows the head of the queue with its status, then the next after 4000 ms or on dismiss', () => {
    const queue = createBigSnackbarQueue()
    render(<BigSnackbarHost queue={queue} />)
    act(() => {
      queue.push({ text: 'Importado', status: 'success' })
      queue.push({ text: '   ' })
      queue.push({ text: 'Falhou', status: 'danger' })
      queue.push({ text: 'Verifique', status: 'warning' })
    })
    const first = screen.getByTestId('big-snackbar')
    expect(first).toHaveTextContent('Importado')
    expect(first).toHaveAttribute('data-status', 'success')
    expect(first).toHaveTextContent('2 avisos na fila')

    act(() => vi.advanceTimersByTime(4000))
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou')
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }))
    expect(screen.getByTestId('big-snackbar')).toHaveAttribute('data-status', 'warning')
  })

  it('hides the close button when close is false', () => {
    const queue = createBigSnackbarQueue()
    render(<BigSnackbarHost queue={queue} />)
    act(() => void queue.push({ text: 'Processando', close: false, timeout: 0 }))
    expect(screen.getByText('Processando')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Fechar aviso' })).toBeNull()
  })
})
