import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { InvoiceInstalment } from '../../../src/contracts/invoices'
import { fornecedores, titulos } from './bpo'
import { escritorios, usuarios } from './core'

// Invoices (/bpo/notas_fiscais) and the inbox (/bpo/caixa_entrada, /bpo/emails): docs/bpo-invoices-inbox.md.

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)
const created = () => timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow()

/** An imported NF-e or NFS-e; its XML is in the content-addressed store (sha256). One per key and office. */
export const notasFiscais = pgTable(
  'notas_fiscais',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    modelo: text('modelo', { enum: ['nfe', 'nfse-nacional', 'nfse-abrasf'] }).notNull(),
    chave: text('chave').notNull(),
    numero: text('numero').notNull(),
    serie: text('serie'),
    emitente_documento: text('emitente_documento'),
    emitente_nome: text('emitente_nome'),
    tomador_documento: text('tomador_documento'),
    tomador_nome: text('tomador_nome'),
    data_emissao: date('data_emissao').notNull(),
    data_competencia: date('data_competencia').notNull(),
    valor_total_centavos: bigint('valor_total_centavos', { mode: 'bigint' }).notNull(),
    valor_liquido_centavos: bigint('valor_liquido_centavos', { mode: 'bigint' }).notNull(),
    /** 'pagar': received from a provider; 'receber': issued by the office (one of its PJs). */
    tipo: text('tipo', { enum: ['pagar', 'receber'] }).notNull(),
    id_fornecedor: integer('id_fornecedor'),
    protocolo: text('protocolo'),
    /** Items, instalments and taxes as read from the XML (amounts in centavos as text). */
    detalhe: jsonb('detalhe')
      .$type<{ itens: unknown[]; parcelas: InvoiceInstalment[]; impostos: Record<string, string> }>()
      .notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    sha256: text('sha256').notNull(),
    origem: text('origem', { enum: ['upload', 'email'] }).notNull(),
    criado_por: integer('criado_por').references(() => usuarios.id_interno),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('notas_fiscais_chave_uq').on(t.id_escritorio, t.chave),
    index('notas_fiscais_emissao_idx').on(t.id_escritorio, t.data_emissao, t.id),
    foreignKey({
      columns: [t.id_escritorio, t.id_fornecedor],
      foreignColumns: [fornecedores.id_escritorio, fornecedores.id],
    }),
  ],
)

/** The bills made from an invoice (one per instalment); removing either removes the link. */
export const notasFiscaisTitulos = pgTable(
  'notas_fiscais_titulos',
  {
    id_escritorio: office(),
    id_nota: integer('id_nota').notNull(),
    id_titulo: integer('id_titulo').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id_titulo] }),
    index('notas_fiscais_titulos_nota_idx').on(t.id_escritorio, t.id_nota),
    foreignKey({
      columns: [t.id_escritorio, t.id_nota],
      foreignColumns: [notasFiscais.id_escritorio, notasFiscais.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.id_escritorio, t.id_titulo],
      foreignColumns: [titulos.id_escritorio, titulos.id],
    }).onDelete('cascade'),
  ],
)

/** The office's inbox tags (§3 emailsTags). */
export const emailsTags = pgTable(
  'emails_tags',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    cor: text('cor').notNull(),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('emails_tags_nome_uq').on(t.id_escritorio, sql`lower(${t.nome})`),
  ],
)

/**
 * The office's known e-mail addresses (§3 emails: email lower-cased, validated): a message from one of them takes
 * its tag; a validated one may send attachments that become bills through the receiving address.
 */
export const emailsEscritorio = pgTable(
  'emails_escritorio',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    validado: boolean('validado').notNull().default(false),
    id_tag: integer('id_tag'),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('emails_escritorio_email_uq').on(t.id_escritorio, t.email),
    foreignKey({
      columns: [t.id_escritorio, t.id_tag],
      foreignColumns: [emailsTags.id_escritorio, emailsTags.id],
    }).onDelete('set null'),
  ],
)

/** A message of the inbox, uploaded as .eml or received by the SMTP receiver. */
export const caixaEntrada = pgTable(
  'caixa_entrada',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** The RFC 5322 Message-ID (or the file's hash): the same message twice is stored once. */
    message_id: text('message_id').notNull(),
    de: text('de').notNull(),
    de_email: text('de_email'),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    recebido_em: timestamp('recebido_em', { withTimezone: true }).notNull(),
    corpo: text('corpo').notNull(),
    origem: text('origem', { enum: ['upload', 'smtp'] }).notNull(),
    /** §3 emailsVisuallyVerified: someone read it. */
    verificado: boolean('verificado').notNull().default(false),
    version: integer('version').notNull().default(1),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('caixa_entrada_message_id_uq').on(t.id_escritorio, t.message_id),
    index('caixa_entrada_recebido_idx').on(t.id_escritorio, t.recebido_em, t.id),
  ],
)

export const caixaEntradaTags = pgTable(
  'caixa_entrada_tags',
  {
    id_escritorio: office(),
    id_mensagem: integer('id_mensagem').notNull(),
    id_tag: integer('id_tag').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id_mensagem, t.id_tag] }),
    index('caixa_entrada_tags_tag_idx').on(t.id_escritorio, t.id_tag),
    foreignKey({
      columns: [t.id_escritorio, t.id_mensagem],
      foreignColumns: [caixaEntrada.id_escritorio, caixaEntrada.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.id_escritorio, t.id_tag],
      foreignColumns: [emailsTags.id_escritorio, emailsTags.id],
    }).onDelete('cascade'),
  ],
)

/**
 * A message's attachment (bytes in the content-addressed store) and what was read from it: `leitura` is the §4
 * label ('verificar_leitura': bills made, check them; 'erro_leitura': nothing could be read), `id_nota` the invoice,
 * `id_titulo` the payable made from a boleto PDF.
 */
export const caixaEntradaAnexos = pgTable(
  'caixa_entrada_anexos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_mensagem: integer('id_mensagem').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    tipo: text('tipo').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    leitura: text('leitura', { enum: ['verificar_leitura', 'erro_leitura'] }),
    leitura_detalhe: text('leitura_detalhe'),
    id_nota: integer('id_nota'),
    /** A boleto read from a PDF: its linha digitável, amount and due date. */
    boleto: jsonb('boleto').$type<{ linha: string; valor: string | null; vencimento: string | null }>(),
    /** The payable made from (or matched to) that boleto. */
    id_titulo: integer('id_titulo'),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('caixa_entrada_anexos_msg_idx').on(t.id_escritorio, t.id_mensagem),
    foreignKey({
      columns: [t.id_escritorio, t.id_mensagem],
      foreignColumns: [caixaEntrada.id_escritorio, caixaEntrada.id],
    }).onDelete('cascade'),
    // The migrations narrow these two to SET NULL ("id_nota") (0036) and SET NULL ("id_titulo") (0034): a deleted
    // invoice or bill clears the link, not the office.
    foreignKey({
      columns: [t.id_escritorio, t.id_nota],
      foreignColumns: [notasFiscais.id_escritorio, notasFiscais.id],
    }).onDelete('set null'),
    foreignKey({
      columns: [t.id_escritorio, t.id_titulo],
      foreignColumns: [titulos.id_escritorio, titulos.id],
    }).onDelete('set null'),
  ],
)
