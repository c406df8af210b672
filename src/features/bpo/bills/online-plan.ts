import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { BillKind } from '@/contracts/bill-status'
import { ApiError, request } from '@/lib/api/client'
import { billQueries } from './bills-data'

/**
 * A plan write (instalments, recurrence, 'this and the following', stopping a series): online only, since the
 * server creates or removes bills; the list is read again after it. `error` holds the server's pt-BR message.
 */
export function usePlanWrite(office: number, kind: BillKind) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (url: string, body: Record<string, unknown>) => {
    setBusy(true)
    setError(null)
    try {
      await request('POST', url, { body, headers: { 'Idempotency-Key': crypto.randomUUID() } })
      await queryClient.invalidateQueries({ queryKey: billQueries.all(office, kind) })
      return true
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Não foi possível salvar. Tente novamente.')
      return false
    } finally {
      setBusy(false)
    }
  }
  return { run, busy, error }
}
