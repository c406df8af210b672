import { and, desc, eq } from 'drizzle-orm'
import type { DreEmailStatus } from '../../../src/contracts/dre-email-status'
import type { DreEmailSend } from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { enviosDre, usuarios } from '../../db/schema'

const HISTORY_LIMIT = 50

export async function findDreEmail(db: Db, office: number, id: number) {
  const [row] = await db
    .select()
    .from(enviosDre)
    .where(and(eq(enviosDre.id_escritorio, office), eq(enviosDre.id, id)))
  return row ?? null
}

export async function setDreEmailState(
  db: Db,
  office: number,
  id: number,
  state: {
    status: DreEmailStatus
    mensagem: string | null
    tentativas?: number
    enviado_em?: Date
  },
) {
  await db
    .update(enviosDre)
    .set(state)
    .where(and(eq(enviosDre.id_escritorio, office), eq(enviosDre.id, id)))
}

export async function setDreEmailTask(db: Db, office: number, id: number, tarefa: string) {
  await db
    .update(enviosDre)
    .set({ id_tarefa: tarefa })
    .where(and(eq(enviosDre.id_escritorio, office), eq(enviosDre.id, id)))
}

/** The office's DRE e-mails as the history shows them (with the name of who asked), newest first. */
async function sends(db: Db, office: number, id?: number): Promise<DreEmailSend[]> {
  const rows = await db
    .select({
      id: enviosDre.id,
      agrupamento: enviosDre.agrupamento,
      competencia_inicio: enviosDre.competencia_inicio,
      competencia_fim: enviosDre.competencia_fim,
      destinatarios: enviosDre.destinatarios,
      status: enviosDre.status,
      mensagem: enviosDre.mensagem,
      tentativas: enviosDre.tentativas,
      usuario: usuarios.nome,
      data_criacao: enviosDre.data_criacao,
      enviado_em: enviosDre.enviado_em,
    })
    .from(enviosDre)
    .leftJoin(usuarios, eq(usuarios.id_interno, enviosDre.id_usuario))
    .where(and(eq(enviosDre.id_escritorio, office), id === undefined ? undefined : eq(enviosDre.id, id)))
    .orderBy(desc(enviosDre.id))
    .limit(HISTORY_LIMIT)
  return rows.map((r) => ({
    ...r,
    data_criacao: r.data_criacao.toISOString(),
    enviado_em: r.enviado_em?.toISOString() ?? null,
  }))
}

export const listDreEmails = (db: Db, office: number) => sends(db, office)

export async function dreEmailOf(db: Db, office: number, id: number): Promise<DreEmailSend | null> {
  return (await sends(db, office, id))[0] ?? null
}
