import {
  type DataroomFileType,
  DRE_VERSION_MESSAGE,
  optionOf,
  UPLOAD_OK_MESSAGE,
} from '../../../src/contracts/dataroom-catalogue'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { type JobDefinition, JobRejected } from '../../jobs/runner'
import { ParseRefused } from '../../parsing/limits'
import { runParse } from '../../parsing/pool'
import { importLedgerFile } from '../financial/import-file'
import { setStatus, storedFile } from './queries'

export const DATAROOM_QUEUE = 'dataroom.processar'
export type DataroomJob = { envio: number }

/** 'O arquivo tem 2 erros; nada foi importado. Linha 3 (valor): Valor inválido; linha 5 (categoria): …'. */
function importFailure(message: string, erros: readonly { linha: number; coluna: string; mensagem: string }[]) {
  const first = erros.slice(0, 3).map((e) => `linha ${e.linha} (${e.coluna}): ${e.mensagem}`)
  return first.length ? `${message}. ${first.join('; ')}${erros.length > 3 ? '; …' : ''}` : message
}

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
      // A file over a limit or unreadable fails the job at once (no retry); a full parse queue is retried.
      await runParse('inspect', { data: buf, type: stored.tipo as DataroomFileType }).catch((error) => {
        throw error instanceof ParseRefused ? new JobRejected(error.message) : error
      })
      let message = UPLOAD_OK_MESSAGE
      if (optionOf(stored.categoria, stored.opcao)?.importaDre) {
        await ctx.progress(60, 'Importando os lançamentos do DRE')
        const imported = await importLedgerFile(db, ctx.office, stored.enviado_por, stored.nome, buf)
        if (!imported.ok) throw new JobRejected(importFailure(imported.message, imported.erros))
        message = DRE_VERSION_MESSAGE
      }
      await ctx.progress(90, 'Registrando')
      await setStatus(db, ctx.office, envio, 'concluido', message)
      return message
    },
    onFailed: ({ envio }, { office, message }) => setStatus(db, office, envio, 'erro', message),
  }
}
