import { type DataroomFileType, UPLOAD_OK_MESSAGE } from '../../../src/contracts/dataroom-catalogue'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import type { JobDefinition } from '../../jobs/runner'
import { inspectFile } from './inspect'
import { setStatus, storedFile } from './queries'

export const DATAROOM_QUEUE = 'dataroom.processar'
export type DataroomJob = { envio: number }

/** Processing of an upload: enviado → processando → concluido ('Enviado com sucesso') or erro with the reason. */
export function dataroomJob({ db, files }: { db: Db; files: FileStore }): JobDefinition<DataroomJob> {
  return {
    queue: DATAROOM_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
    run: async ({ envio }, ctx) => {
      await setStatus(db, ctx.office, envio, 'processando', null)
      await ctx.progress(10, 'Lendo o arquivo')
      const stored = await storedFile(db, ctx.office, envio)
      if (!stored) throw new Error('Envio não encontrado.')
      const buf = await files.read(stored.sha256)
      await ctx.progress(40, 'Conferindo o conteúdo')
      await inspectFile(stored.tipo as DataroomFileType, buf)
      await ctx.progress(90, 'Registrando')
      await setStatus(db, ctx.office, envio, 'concluido', UPLOAD_OK_MESSAGE)
      return UPLOAD_OK_MESSAGE
    },
    onFailed: ({ envio }, { office, message }) => setStatus(db, office, envio, 'erro', message),
  }
}
