import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation'
import { int4, recordId } from './primitives'
import { jsonText } from './rules'

// The generic tables of /dados_gerais (§3 Generic table, §5 Record edit / Generic table save): the structure
// the server's allow-list publishes and the shapes of its calls. Column values are checked by the server against
// that structure (a column's type decides), so a row is a plain record here.

export const genericDataTypes = ['money', 'percent', 'date', 'datetime', 'bool', 'integer', 'float', 'text'] as const
export type GenericDataType = (typeof genericDataTypes)[number]

/** §3: never shown in the record dialog. */
export const HIDDEN_FIELDS = ['id', 'id_escritorio', 'data_atualizacao', 'data_criacao', 'data_registro'] as const

export const TABLE_UNKNOWN = 'Tabela não encontrada entre as tabelas gerenciadas'
export const COLUMN_UNKNOWN = 'Coluna não encontrada nesta tabela'
export const COLUMN_READ_ONLY = 'Campo somente leitura'
export const NOTHING_CHANGED = 'Nenhum campo foi alterado'
export const OFFICE_REQUIRED = 'Selecione um escritório para esta tabela'
export const KEY_MISMATCH = 'A chave do registro não confere com o endereço'

export const genericField = z.object({
  col_name: z.string(),
  label: z.string(),
  data_type: z.enum(genericDataTypes),
  primary: z.boolean(),
  required: z.boolean(),
  read_only: z.boolean(),
  hidden: z.boolean(),
})
export type GenericField = z.infer<typeof genericField>

export const genericTable = z.object({
  name: z.string(),
  label: z.string(),
  descricao: z.string(),
  office_scoped: z.boolean(),
  primary_key: z.string(),
  fields: z.array(genericField),
})
export type GenericTable = z.infer<typeof genericTable>

export const genericTablesResponse = z.object({ status: z.number(), tables: z.array(genericTable) })

/** A stored value as it travels: money as centavos text, dates as ISO text. */
export const genericValue = z.union([z.string(), z.number(), z.boolean(), z.null()])
export type GenericValue = z.infer<typeof genericValue>
export const genericRow = z.record(z.string(), genericValue)
export type GenericRow = z.infer<typeof genericRow>

export const genericTableParams = z.object({ table: z.string().max(64) })
export const genericRowParams = genericTableParams.extend({ rowId: recordId('Registro não encontrado') })

const optionalOffice = z.preprocess((v) => (v === '' ? undefined : v), recordId().optional())
export const genericOfficeQuery = z.object({ id_escritorio: optionalOffice })

export const genericListQuery = genericOfficeQuery.extend({
  busca: z.string().trim().max(120).optional(),
  ordem: z.string().max(64).optional(),
  direcao: z.enum(['asc', 'desc']).catch('asc').default('asc'),
  pagina: int4({ min: 1 }).default(1),
})
export type GenericListQuery = z.output<typeof genericListQuery>

export const genericRowsResponse = z.object({
  status: z.number(),
  data: z.array(genericRow),
  total: z.number(),
  pagina: z.number(),
})

/** §7: the row goes as `data`, JSON text in form data (or an object in JSON). */
export const genericWriteBody = z.object({
  data: jsonText(z.record(z.string().max(64), z.unknown(), { error: messages.invalid })),
})
