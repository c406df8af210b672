import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { colorsResponse, type OfficeColorsRow } from '@/contracts/offices'
import { paths } from '@/contracts/paths'
import type { ThemeColorsData } from '@/contracts/theme'
import { defineCollection } from '@/db/collections'
import { queuedEditNotice } from '@/db/online-only'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'
import { themeQueries } from '../theme/theme-api'

/** One row per office: its colours (§3 theme) and the theme row's version, so they open and save offline. */
export const officeColorsCollection = defineCollection<OfficeColorsRow>('cores-escritorio', (r) =>
  String(r.id_escritorio),
)

/** The office's colours from IndexedDB at once, refreshed in the background (§5: no office id, no colours). */
export function useOfficeColors(officeId: number) {
  const { rows } = useCollection(officeColorsCollection, String(officeId), {
    queryKey: ['office-admin', officeId, 'colors'],
    // The collection holds one row: the GET answers the colours and, beside them, the version.
    fetch: () =>
      requestParsed(colorsResponse, 'GET', paths.officeColors(officeId)).then((r) => [
        { id_escritorio: officeId, cores: r.value, version: r.version ?? 0 },
      ]),
    enabled: officeId > 0,
  })
  const row = rows?.find((r) => r.id_escritorio === officeId)
  useRefreshTheme(officeId, row?.version)
  return row
}

/** When saved colours reach the server (the version moves), the painted theme is read again. */
function useRefreshTheme(officeId: number, version: number | undefined) {
  const queryClient = useQueryClient()
  const seen = useRef(version)
  useEffect(() => {
    if (version === undefined || seen.current === version) return
    const first = seen.current === undefined
    seen.current = version
    if (!first) void queryClient.invalidateQueries({ queryKey: themeQueries.office(officeId).queryKey })
  }, [officeId, version, queryClient])
}

/**
 * Saving goes through the outbox, based on the version read (0 when the office has no colours yet), so a
 * colleague's change meanwhile comes back as a conflict with both values. Image uploads stay online-only.
 */
export function useSaveColors(officeId: number) {
  const queue = useQueueEdit()
  return (current: OfficeColorsRow | undefined, cores: ThemeColorsData) => {
    const version = current?.version ?? 0
    return queue<OfficeColorsRow>({
      collection: officeColorsCollection,
      scope: String(officeId),
      rowId: String(officeId),
      label: 'Cores do escritório',
      method: 'PUT',
      url: paths.officeColors(officeId),
      body: { data: JSON.stringify(cores) },
      baseVersion: version,
      after: { id_escritorio: officeId, cores, version },
    })
  }
}

export const colorsSavedNotice = () =>
  queuedEditNotice('Cores salvas', 'Cores salvas neste aparelho. Serão enviadas quando a conexão voltar.')
