import type { DataroomFile } from '../../../src/contracts/dataroom'
import { type DataroomFileKind, dataroomFileKinds } from '../../../src/contracts/dataroom-catalogue'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import type { SessionUser } from '../../http/access'
import { forbidden } from '../../http/errors'
import { recordAudit } from '../audit/record'
import { checkFile } from './file-check'
import { insertFile, listFiles } from './files-queries'

/**
 * Stores a repository or strategy-base file (type checked by extension and content first: nothing is written for
 * a bad file) as the next version of its name, audited. Answers the new row.
 */
export async function receiveFile(
  deps: { db: Db; files: FileStore },
  office: number,
  sender: Pick<SessionUser, 'id' | 'role'>,
  tipo: DataroomFileKind,
  up: { filename: string; buffer: Buffer; descricao: string | null },
): Promise<DataroomFile> {
  const kind = dataroomFileKinds[tipo]
  if (!(kind.enviam as readonly string[]).includes(sender.role)) {
    throw forbidden(`Você não tem permissão para enviar arquivos em ${kind.titulo}.`)
  }
  const formato = checkFile(
    { id: tipo, titulo: kind.titulo, periodicidade: 'mensal', tipos: kind.tipos },
    up.filename,
    up.buffer,
  )
  const { sha } = await deps.files.put(up.buffer)
  return deps.db.transaction(async (tx) => {
    const id = await insertFile(tx, {
      office,
      tipo,
      nome_arquivo: up.filename,
      formato,
      tamanho: up.buffer.length,
      sha256: sha,
      descricao: up.descricao,
      user: sender.id,
    })
    const [row] = await listFiles(tx, office, tipo, id)
    if (!row) throw new Error('arquivo recém-criado não encontrado')
    await recordAudit(tx, {
      office,
      user: sender.id,
      acao: `enviar-${kind.segmento}`,
      entidade: 'dataroom',
      id,
      depois: { nome_arquivo: up.filename, versao: row.versao, sha256: sha },
    })
    return row
  })
}
