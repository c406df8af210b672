import type { MissingMonths, MissingMonthsOffice, MonthSituation } from '../../../src/contracts/dataroom'
import {
  type DataroomOption,
  DRE_IMPORT_ROLES,
  dataroomCategories,
  optionOf,
  type Periodicity,
} from '../../../src/contracts/dataroom-catalogue'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import type { SessionUser } from '../../http/access'
import { forbidden, HttpError } from '../../http/errors'
import type { JobRunner } from '../../jobs/runner'
import { recordAudit } from '../audit/record'
import { consolidatedMonths } from './consolidation'
import { checkFile } from './file-check'
import { currentMonth, reportMonths } from './months'
import { DATAROOM_QUEUE, type DataroomJob } from './process-job'
import * as q from './queries'

export type Received = { categoria: string; opcao: string; referencia: string; filename: string; buffer: Buffer }

/** The option of a category, checked against the catalogue and the kind of upload (monthly or daily). */
export function optionFor(categoria: string, opcao: string, periodicidade: Periodicity): DataroomOption {
  const option = optionOf(categoria, opcao)
  if (!option) throw new HttpError(400, 'Opção inválida para esta categoria.')
  if (option.periodicidade !== periodicidade) {
    throw new HttpError(
      400,
      periodicidade === 'mensal' ? `${option.titulo} é um envio diário.` : `${option.titulo} é um envio mensal.`,
    )
  }
  return option
}

/**
 * Stores an upload (type checked first: nothing is written for a bad file), as the next version of its category,
 * option and period, and queues its processing. Answers the new row, status 'enviado'.
 */
export async function receiveUpload(
  deps: { db: Db; files: FileStore; jobs: JobRunner },
  office: number,
  sender: Pick<SessionUser, 'id' | 'role'>,
  periodicidade: Periodicity,
  up: Received,
) {
  const option = optionFor(up.categoria, up.opcao, periodicidade)
  if (option.importaDre && !(DRE_IMPORT_ROLES as readonly string[]).includes(sender.role)) {
    throw forbidden(`Somente a equipe e o gestor enviam ${option.titulo}: o arquivo vira uma versão do DRE.`)
  }
  const user = sender.id
  const tipo = checkFile(option, up.filename, up.buffer)
  const { sha } = await deps.files.put(up.buffer)
  const referencia = periodicidade === 'mensal' ? `${up.referencia}-01` : up.referencia
  const id = await deps.db.transaction(async (tx) => {
    const created = await q.insertUpload(tx, {
      office,
      categoria: up.categoria,
      opcao: up.opcao,
      periodicidade,
      referencia,
      nome_arquivo: up.filename,
      tipo,
      tamanho: up.buffer.length,
      sha256: sha,
      user,
    })
    await recordAudit(tx, {
      office,
      user,
      acao: 'enviar-arquivo',
      entidade: 'dataroom',
      id: created,
      depois: { categoria: up.categoria, opcao: up.opcao, referencia, nome_arquivo: up.filename, sha256: sha },
    })
    return created
  })
  try {
    const tarefa = await deps.jobs.send<DataroomJob>(DATAROOM_QUEUE, office, { envio: id }, user)
    await q.setTask(deps.db, office, id, tarefa)
  } catch {
    await q.setStatus(
      deps.db,
      office,
      id,
      'erro',
      'Não foi possível agendar o processamento; envie o arquivo novamente.',
    )
  }
  const row = await q.uploadOf(deps.db, office, id)
  if (!row) throw new Error('envio recém-criado não encontrado')
  return row
}

const situationOf = (cell: q.Coverage | undefined): MonthSituation =>
  cell?.ok ? 'ok' : cell?.pendente ? 'processando' : 'faltando'

/**
 * Which of the 12 months before `referencia` (default: the current month) have no monthly upload, per office and
 * category. A month counts once a file of the category arrived and was processed; one still processing shows as
 * such; one whose only files failed is missing.
 */
export async function missingMonths(
  db: Db,
  office: number | null,
  referencia = currentMonth(),
): Promise<MissingMonths> {
  const meses = reportMonths(referencia)
  const first = meses[0] ?? referencia
  const last = meses.at(-1) ?? referencia
  const [offices, cells, consolidated] = await Promise.all([
    q.officesNamed(db, office),
    q.coverage(db, office, `${first}-01`, `${last}-01`),
    consolidatedMonths(db, office, first, last),
  ])
  const byKey = new Map(cells.map((c) => [`${c.id_escritorio}|${c.categoria}|${c.mes}`, c]))
  const escritorios: MissingMonthsOffice[] = offices.map((o) => ({
    ...o,
    consolidados: consolidated
      .filter((c) => c.id_escritorio === o.id_escritorio)
      .map((c) => c.competencia)
      .sort(),
    categorias: dataroomCategories
      .filter((c) => c.opcoes.some((opt) => opt.periodicidade === 'mensal'))
      .map((c) => {
        const row = meses.map((mes) => ({ mes, situacao: situationOf(byKey.get(`${o.id_escritorio}|${c.id}|${mes}`)) }))
        return {
          categoria: c.id,
          titulo: c.titulo,
          meses: row,
          faltando: row.filter((m) => m.situacao === 'faltando').map((m) => m.mes),
        }
      }),
  }))
  return { referencia, meses, escritorios }
}
