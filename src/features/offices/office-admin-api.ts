import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ThemeAsset } from '@/contracts/brand'
import { officeReportResponse, partnerDataResponse } from '@/contracts/offices'
import { paths } from '@/contracts/paths'
import type { OfficeForm } from '@/contracts/rules'
import { api, requestParsed } from '@/lib/api/client'
import { uploadFile } from '@/lib/api/upload'
import { themeQueries } from '../theme/theme-api'
import { officeQueries } from './office-api'

export type CreatedOffice = { id_escritorio: number; nome_escritorio: string; login: string; senha_temporaria: string }

export const officeAdminQueries = {
  all: () => ['office-admin'] as const,
  // Colours: a cached collection queued through the outbox (office-colors.ts).
  partnerData: (id: number) =>
    queryOptions({
      queryKey: [...officeAdminQueries.all(), id, 'partner'],
      queryFn: () => requestParsed(partnerDataResponse, 'GET', paths.officePartnerData(id)).then((r) => r.value),
    }),
}

/** POST add office: office_data and office_colors_data as JSON text (§7); the list reloads on success. */
export function useAddOffice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: OfficeForm) =>
      api.post<{ value: CreatedOffice }>(paths.officeAdd, {
        office_data: JSON.stringify(form.office_data),
        office_colors_data: JSON.stringify(form.office_colors_data),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeQueries.list().queryKey }),
  })
}

export function useUploadThemeAsset(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ThemeAsset; file: File }) =>
      uploadFile(paths.officeThemeAsset(id, kind), file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: themeQueries.office(id).queryKey }),
  })
}

export function useGeneratePartnerData(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post(paths.officePartnerData(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeAdminQueries.partnerData(id).queryKey }),
  })
}

/** Office report: value holds base64, name and extension; the browser downloads it. */
export async function downloadOfficeReport(id: number) {
  const { value } = await requestParsed(officeReportResponse, 'GET', paths.officeReport(id))
  const bytes = Uint8Array.from(atob(value.base64), (c) => c.charCodeAt(0))
  const url = URL.createObjectURL(new Blob([bytes], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${value.name}.${value.extension}`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
