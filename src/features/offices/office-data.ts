import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type OfficeDetail, officeDetailResponse } from '@/contracts/offices'
import { paths } from '@/contracts/paths'
import type { OfficeData } from '@/contracts/rules'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'
import { themeQueries } from '../theme/theme-api'
import { officeQueries } from './office-api'

/** One row per office: its registration data (§3 office_data), kept so /escritorio opens and saves offline. */
export const officeDetailCollection = defineCollection<OfficeDetail>('escritorio', (o) => String(o.id_escritorio))

export function useOfficeDetail(officeId: number) {
  const { rows, refreshFailed, refreshError } = useCollection(officeDetailCollection, String(officeId), {
    queryKey: ['office-admin', officeId, 'detail'],
    // The collection holds one row: the GET answers the object itself.
    fetch: () => requestParsed(officeDetailResponse, 'GET', paths.office(officeId)).then((r) => [r.value]),
  })
  const office = rows?.find((o) => o.id_escritorio === officeId)
  useRefreshDependents(officeId, office?.version)
  return { office, loading: rows === undefined || (!office && !refreshFailed), refreshError }
}

/** When a saved edit reaches the server (the version moves), the office list and the theme are read again. */
function useRefreshDependents(officeId: number, version: number | undefined) {
  const queryClient = useQueryClient()
  const seen = useRef(version)
  useEffect(() => {
    if (version === undefined || seen.current === version) return
    const first = seen.current === undefined
    seen.current = version
    if (first) return
    void queryClient.invalidateQueries({ queryKey: officeQueries.list().queryKey })
    void queryClient.invalidateQueries({ queryKey: themeQueries.office(officeId).queryKey })
  }, [officeId, version, queryClient])
}

const registrationOf = (d: OfficeData) => ({
  nome_escritorio: d.nome_escritorio.trim(),
  cnpj: d.cnpj,
  login: d.login,
  cpf: d.cpf || null,
  telefone: d.telefone || null,
  nome_responsavel: d.nome_responsavel || null,
  nome_bucket: d.nome_bucket || null,
  email_escritorio: d.email_escritorio,
  sufixo_email_escritorio: d.sufixo_email_escritorio || null,
  subdominio_escritorio: d.subdominio_escritorio || null,
})

/** Saving the office's data goes through the outbox, based on the version read (409 shows both values). */
export function useEditOffice() {
  const queue = useQueueEdit()
  return (office: OfficeDetail, data: OfficeData, whitelabel?: boolean) =>
    queue<OfficeDetail>({
      collection: officeDetailCollection,
      scope: String(office.id_escritorio),
      rowId: String(office.id_escritorio),
      label: `Dados do escritório ${office.nome_escritorio}`,
      method: 'PUT',
      url: paths.office(office.id_escritorio),
      body: { office_data: data, ...(whitelabel === undefined ? {} : { whitelabel }) },
      baseVersion: office.version,
      after: { ...office, ...registrationOf(data), ...(whitelabel === undefined ? {} : { whitelabel }) },
    })
}
