import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadRejected, uploadResponse, versionListResponse } from '@/contracts/financial'
import { financialPaths } from '@/contracts/financial-paths'
import { ApiError, requestParsed } from '@/lib/api/client'
import { uploadFile } from '@/lib/api/upload'
import { notify } from '@/lib/notify'
import { dreQueries } from './queries'

/** Financial figures of the office (DRE, DFC, overview) change when a version is published. */
const useInvalidateOffice = (office: number) => {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dreQueries.office(office) }),
      queryClient.invalidateQueries({ queryKey: ['financial', office] }),
    ])
}

export function usePublishVersion(office: number) {
  const invalidate = useInvalidateOffice(office)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      requestParsed(versionListResponse, 'POST', financialPaths.setVersion(office), {
        body: { id_versao: id },
        json: true,
      }),
    // Published from the confirmation modal, which reports a failure itself.
    meta: { silent: true },
    onSuccess: async (r) => {
      queryClient.setQueryData(dreQueries.versions(office).queryKey, r.value)
      await invalidate()
      notify({ text: 'Versão publicada: o DRE já mostra os novos valores.', color: 'success' })
    },
  })
}

export function useDiscardVersion(office: number) {
  const invalidate = useInvalidateOffice(office)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      requestParsed(versionListResponse, 'POST', financialPaths.restoreTemp(office), {
        body: { id_versao: id },
        json: true,
      }),
    onSuccess: async (r) => {
      queryClient.setQueryData(dreQueries.versions(office).queryKey, r.value)
      await invalidate()
      notify({ text: 'Versão temporária descartada.', color: 'success' })
    },
  })
}

export type UploadOutcome =
  | { ok: true; version: ReturnType<typeof uploadResponse.parse>['value'] }
  | { ok: false; message: string; erros: ReturnType<typeof uploadRejected.parse>['erros'] }

/** Sends a CSV/XLSX; a rejected file answers its per-row report instead of throwing. */
export function useUploadVersion(office: number) {
  const queryClient = useQueryClient()
  return async (file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> => {
    try {
      const answer = uploadResponse.parse(await uploadFile(financialPaths.upload(office), file, { onProgress }))
      await queryClient.invalidateQueries({ queryKey: dreQueries.versions(office).queryKey })
      await queryClient.invalidateQueries({ queryKey: [...dreQueries.office(office), 'temp-comparison'] })
      return { ok: true, version: answer.value }
    } catch (cause) {
      if (cause instanceof ApiError) {
        const report = uploadRejected.safeParse(cause.body)
        if (report.success) return { ok: false, message: report.data.message, erros: report.data.erros }
      }
      throw cause
    }
  }
}
