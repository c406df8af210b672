import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { fornecedores } from './bpo'
import { escritorios, usuarios } from './core'

// BPO requests (/bpo/requisicoes): the gestor asks the back-office for a payment, a cancellation or a correction;
// a conversation per request and its attachments. States and transitions: src/contracts/bpo-request-paths.ts.

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)

export const requisicoes = pgTable(
  'requisicoes',
  {
    id_escritorio: office(),
    /** Made on the device (a request may be created offline). */
    id: uuid('id').notNull(),
    tipo: text('tipo', { enum: ['pagamento', 'cancelamento', 'correcao'] }).notNull(),
    descricao: text('descricao').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }),
    data_vencimento: date('data_vencimento'),
    id_fornecedor: integer('id_fornecedor'),
    /**
     * The bill to cancel (a cancellation) or the payable made from the request (a payment). No foreign key: a bill
     * removed later leaves the request with its history (the link then shows nothing).
     */
    id_titulo: integer('id_titulo'),
    situacao: text('situacao').notNull(),
    criado_por: integer('criado_por')
      .notNull()
      .references(() => usuarios.id_interno),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('requisicoes_criado_idx').on(t.id_escritorio, t.criado_em),
    index('requisicoes_titulo_idx').on(t.id_escritorio, t.id_titulo),
    foreignKey({
      columns: [t.id_escritorio, t.id_fornecedor],
      foreignColumns: [fornecedores.id_escritorio, fornecedores.id],
    }),
  ],
)

/** The conversation of a request, newest last; a message may record a state change (de → para). */
export const requisicoesMensagens = pgTable(
  'requisicoes_mensagens',
  {
    id_escritorio: office(),
    id: uuid('id').notNull(),
    id_requisicao: uuid('id_requisicao').notNull(),
    texto: text('texto').notNull(),
    autor: integer('autor')
      .notNull()
      .references(() => usuarios.id_interno),
    papel: text('papel'),
    de: text('de'),
    para: text('para'),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('requisicoes_mensagens_req_idx').on(t.id_escritorio, t.id_requisicao, t.enviado_em),
    foreignKey({
      columns: [t.id_escritorio, t.id_requisicao],
      foreignColumns: [requisicoes.id_escritorio, requisicoes.id],
    }).onDelete('cascade'),
  ],
)

/**
 * A request's attachments (bytes in the content-addressed store). When the request becomes a payable each one is
 * copied onto the bill (titulos_anexos, same bytes) and `id_anexo_titulo` names the copy.
 */
export const requisicoesAnexos = pgTable(
  'requisicoes_anexos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_requisicao: uuid('id_requisicao').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    tipo: text('tipo', { enum: ['pdf', 'xml', 'png', 'jpg'] }).notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    enviado_por: integer('enviado_por')
      .notNull()
      .references(() => usuarios.id_interno),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().default(sql`now()`),
    id_anexo_titulo: integer('id_anexo_titulo'),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('requisicoes_anexos_req_idx').on(t.id_escritorio, t.id_requisicao),
    foreignKey({
      columns: [t.id_escritorio, t.id_requisicao],
      foreignColumns: [requisicoes.id_escritorio, requisicoes.id],
    }).onDelete('cascade'),
  ],
)
