import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { paths } from '@/contracts/paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { createLocalStore } from '@/lib/local-store'
import { applyTheme, DEFAULT_OFFICE_ID } from './apply-theme'

/** The office whose theme this browser last showed: the login page paints it (office 3 by default). */
export const lastThemeOfficeStore = createLocalStore<number>('aawz:ultimo-tema', DEFAULT_OFFICE_ID)

// The login page and the layout read the theme first: its contract loads beside the call (see ContractSource).
const contract = lazyContracts(() => import('@/contracts/theme'))

export const themeQueries = {
  all: () => ['theme'] as const,
  office: (id: number) =>
    queryOptions({
      queryKey: [...themeQueries.all(), id],
      queryFn: () => requestParsed(contract('officeThemeResponse'), 'GET', paths.theme(id)).then((r) => r.value),
      staleTime: 5 * 60_000,
    }),
}

/** Applies the theme of an office (and remembers it for the login page); the default office when none. */
export function useOfficeTheme(officeId: number | null | undefined) {
  const id = officeId ?? DEFAULT_OFFICE_ID
  const { data } = useQuery(themeQueries.office(id))
  useEffect(() => {
    if (!data) return
    applyTheme(data)
    lastThemeOfficeStore.set(data.id_escritorio)
  }, [data])
  return data
}

/** The login page: the last office's theme, without touching the remembered office. */
export function useLoginTheme() {
  const id = lastThemeOfficeStore.use()
  const { data } = useQuery(themeQueries.office(id))
  useEffect(() => {
    if (data) applyTheme(data)
  }, [data])
  return data
}
