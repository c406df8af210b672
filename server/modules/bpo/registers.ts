import { and, eq } from 'drizzle-orm'
import { type BpoRegister, bpoRegisters, LINE_NOT_ENTRY } from '../../../src/contracts/bpo'
import { linhasResultado } from '../../db/schema'
import { HttpError } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import type { AuditInput } from '../audit/record'
import { ensureChart } from '../financial/chart'
import type { Notice } from './approval-notices'
import { providerEdited } from './provider-bank-change'

type Check = (tx: Tx, office: number, fields: Record<string, unknown>) => Promise<void>

/** How a register is stored: its table (three of them are the financial engine's own), audit name, messages. */
export type RegisterTable = {
  table: string
  /** The columns the record dialog edits, as named in the contract. */
  columns: string[]
  entity: AuditInput['entidade']
  notFound: string
  /** A rule the schema cannot see (it needs the database). */
  check?: Check
  /** Run before reading or writing (the engine's default chart, created on an office's first use). */
  prepare?: (tx: Tx, office: number) => Promise<unknown>
  /** Run after an edit, in its transaction (a provider's bank data change flags its bills). */
  edited?: (tx: Tx, who: RegisterWho, before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>
}

/** Who writes a register: the signed-in user; `notices` collects what to push to approvers after the commit. */
export type RegisterWho = { office: number; user: number; notices?: Notice[] }

/** A category feeds at most one DRE line: an entry line ('lancamento') of the office, never a subtotal. */
const entryLine: Check = async (tx, office, fields) => {
  if (fields.id_linha_resultado === null) return
  const [line] = await tx
    .select({ tipo: linhasResultado.tipo })
    .from(linhasResultado)
    .where(and(eq(linhasResultado.id_escritorio, office), eq(linhasResultado.id, Number(fields.id_linha_resultado))))
  if (line?.tipo !== 'lancamento')
    throw new HttpError(400, LINE_NOT_ENTRY, { issues: [{ campo: 'id_linha_resultado', mensagem: LINE_NOT_ENTRY }] })
}

const columnsOf = (register: BpoRegister) => Object.keys(bpoRegisters[register].shape)

export const registerTables: Record<BpoRegister, RegisterTable> = {
  fornecedores: {
    table: 'fornecedores',
    columns: columnsOf('fornecedores'),
    entity: 'fornecedor',
    notFound: 'Fornecedor não encontrado',
    edited: providerEdited,
  },
  categorias: {
    table: 'categorias',
    columns: columnsOf('categorias'),
    entity: 'categoria',
    notFound: 'Categoria não encontrada',
    check: entryLine,
    prepare: ensureChart,
  },
  contas: {
    table: 'contas_correntes',
    columns: columnsOf('contas'),
    entity: 'conta_corrente',
    notFound: 'Conta não encontrada',
  },
  departamentos: {
    table: 'departamentos',
    columns: columnsOf('departamentos'),
    entity: 'departamento',
    notFound: 'Departamento não encontrado',
  },
  filiais: { table: 'filiais', columns: columnsOf('filiais'), entity: 'filial', notFound: 'Filial não encontrada' },
  servicos: {
    table: 'servicos',
    columns: columnsOf('servicos'),
    entity: 'servico',
    notFound: 'Serviço não encontrado',
  },
}
