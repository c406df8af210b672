import { useQueryClient } from '@tanstack/react-query'
import type { DataroomUpload } from '@/contracts/dataroom'
import { dataroomPaths, type Periodicity } from '@/contracts/dataroom-catalogue'
import { uploadFile } from '@/lib/api/upload'
import { dataroomQueries } from './queries'

export type UploadTarget = { categoria: string; opcao: string; periodicidade: Periodicity; referencia: string }

/** Sends one file to the data room (never queued: it needs the connection); the history and report refresh. */
export function useSendToDataroom(office: number) {
  const queryClient = useQueryClient()
  return async (target: UploadTarget, file: File, onProgress: (fraction: number) => void) => {
    const daily = target.periodicidade === 'diario'
    const fields = daily
      ? { categoria: target.categoria, opcao: target.opcao, data: target.referencia }
      : { categoria: target.categoria, opcao: target.opcao, competencia: target.referencia }
    const answer = await uploadFile<{ value: DataroomUpload }>(
      daily ? dataroomPaths.daily(office) : dataroomPaths.uploads(office),
      file,
      { fields, onProgress },
    )
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dataroomQueries.office(office) }),
      queryClient.invalidateQueries({ queryKey: [...dataroomQueries.all(), 'meses-faltando'] }),
    ])
    return answer.value
  }
}
