import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Conversation, Message, Source } from '../../../src/contracts/assistant'
import type { Db } from '../../db/connection'
import { assistenteConversas, assistenteMensagens } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

type Conn = Db | Tx
/** Whose conversations: one user inside one office (the office already passed `scopeOffice`). */
export type Owner = { office: number; user: number }

const conversationColumns = {
  id: assistenteConversas.id,
  titulo: assistenteConversas.titulo,
  data_criacao: assistenteConversas.data_criacao,
  data_atualizacao: assistenteConversas.data_atualizacao,
}
const toConversation = (r: { id: string; titulo: string; data_criacao: Date; data_atualizacao: Date }) => ({
  ...r,
  data_criacao: r.data_criacao.toISOString(),
  data_atualizacao: r.data_atualizacao.toISOString(),
})
const ownedBy = (o: Owner) =>
  and(eq(assistenteConversas.id_escritorio, o.office), eq(assistenteConversas.id_usuario, o.user))

/** The newest `limit` conversations, and whether there are more ('carregar mais'). */
export async function listConversations(db: Conn, owner: Owner, limit: number) {
  const rows = await db
    .select(conversationColumns)
    .from(assistenteConversas)
    .where(ownedBy(owner))
    .orderBy(desc(assistenteConversas.data_atualizacao), desc(assistenteConversas.id))
    .limit(limit + 1)
  return { conversas: rows.slice(0, limit).map(toConversation), mais: rows.length > limit }
}

export async function findConversation(db: Conn, owner: Owner, id: string): Promise<Conversation | null> {
  const [row] = await db
    .select(conversationColumns)
    .from(assistenteConversas)
    .where(and(ownedBy(owner), eq(assistenteConversas.id, id)))
  return row ? toConversation(row) : null
}

/** Creates the conversation; false when the id is taken (in this office). */
export async function insertConversation(tx: Tx, owner: Owner, id: string, titulo: string) {
  const inserted = await tx
    .insert(assistenteConversas)
    .values({ id_escritorio: owner.office, id, id_usuario: owner.user, titulo })
    .onConflictDoNothing()
    .returning({ id: assistenteConversas.id })
  return inserted.length > 0
}

export async function deleteConversation(tx: Tx, owner: Owner, id: string) {
  const deleted = await tx
    .delete(assistenteConversas)
    .where(and(ownedBy(owner), eq(assistenteConversas.id, id)))
    .returning({ id: assistenteConversas.id })
  return deleted.length > 0
}

/** A new message moves the conversation to the top; its first question names it. */
export async function touchConversation(db: Conn, owner: Owner, id: string, titulo?: string) {
  await db
    .update(assistenteConversas)
    .set({ data_atualizacao: sql`now()`, ...(titulo ? { titulo } : {}) })
    .where(and(ownedBy(owner), eq(assistenteConversas.id, id)))
}

type MessageRow = typeof assistenteMensagens.$inferSelect
const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  papel: r.papel === 'user' ? 'user' : 'assistant',
  conteudo: r.conteudo,
  raciocinio: r.raciocinio as string[],
  fontes: r.fontes as Source[],
  data_criacao: r.data_criacao.toISOString(),
})

export async function listMessages(db: Conn, office: number, conversation: string) {
  const rows = await db
    .select()
    .from(assistenteMensagens)
    .where(and(eq(assistenteMensagens.id_escritorio, office), eq(assistenteMensagens.id_conversa, conversation)))
    .orderBy(asc(assistenteMensagens.data_criacao), asc(assistenteMensagens.id))
  return rows.map(toMessage)
}

export async function insertMessage(
  db: Conn,
  office: number,
  conversation: string,
  m: Pick<Message, 'papel' | 'conteudo' | 'raciocinio' | 'fontes'>,
) {
  const [row] = await db
    .insert(assistenteMensagens)
    .values({ id_escritorio: office, id: crypto.randomUUID(), id_conversa: conversation, ...m })
    .returning()
  return toMessage(row)
}

export async function deleteMessage(db: Conn, office: number, id: string) {
  await db
    .delete(assistenteMensagens)
    .where(and(eq(assistenteMensagens.id_escritorio, office), eq(assistenteMensagens.id, id)))
}
