import {
  type GenericDataType,
  type GenericField,
  type GenericTable,
  HIDDEN_FIELDS,
} from '../../../src/contracts/generic-tables'

// The allow-list of /dados_gerais: the only tables and columns the generic tables reach. Every SQL identifier the
// module writes comes from here (never from a request); a name the request gives is looked up, not used.

type Column = {
  name: string
  label: string
  type: GenericDataType
  required?: boolean
  /** Text only: the most characters, and a shape the value must have. */
  max?: number
  pattern?: RegExp
}

export type ManagedTable = {
  name: string
  label: string
  descricao: string
  /** Rows belong to an office (`id_escritorio`): every statement is scoped by the chosen office. */
  officeScoped: boolean
  /** The BPO registers' optimistic-concurrency counter, bumped on every update here too. */
  versioned: boolean
  /** The text column the search and the default order use. */
  searchColumn: string
  columns: Column[]
}

const id: Column = { name: 'id', label: 'ID', type: 'integer' }
const nome: Column = { name: 'nome', label: 'Nome', type: 'text', required: true, max: 120 }
const ativo: Column = { name: 'ativo', label: 'Ativo', type: 'bool', required: true }
const criado: Column = { name: 'data_criacao', label: 'Criado em', type: 'datetime' }
const atualizado: Column = { name: 'data_atualizacao', label: 'Atualizado em', type: 'datetime' }

const officeTable = (name: string, label: string, descricao: string, extra: Column[] = []): ManagedTable => ({
  name,
  label,
  descricao,
  officeScoped: true,
  versioned: name === 'filiais' || name === 'departamentos',
  searchColumn: 'nome',
  columns: [id, nome, ...extra, ativo, criado],
})

export const managedTables: readonly ManagedTable[] = [
  {
    name: 'bancos',
    label: 'Bancos',
    descricao: 'Código COMPE, ISPB e a tarifa de TED de cada banco',
    officeScoped: false,
    versioned: false,
    searchColumn: 'nome',
    columns: [
      id,
      { name: 'codigo', label: 'Código', type: 'text', required: true, max: 3, pattern: /^\d{3}$/ },
      nome,
      { name: 'ispb', label: 'ISPB', type: 'text', max: 8, pattern: /^\d{8}$/ },
      { name: 'tarifa_ted_centavos', label: 'Tarifa TED', type: 'money', required: true },
      ativo,
      atualizado,
    ],
  },
  {
    name: 'indices_referencia',
    label: 'Índices de referência',
    descricao: 'Taxas de mercado (CDI, SELIC, IPCA…) por data',
    officeScoped: false,
    versioned: false,
    searchColumn: 'indice',
    columns: [
      id,
      { name: 'indice', label: 'Índice', type: 'text', required: true, max: 20 },
      { name: 'data_referencia', label: 'Data de referência', type: 'date', required: true },
      { name: 'taxa_anual', label: 'Taxa anual', type: 'percent', required: true },
      { name: 'fator_diario', label: 'Fator diário', type: 'float' },
      { name: 'dias_uteis', label: 'Dias úteis', type: 'integer' },
      { name: 'publicado_em', label: 'Publicado em', type: 'datetime' },
      atualizado,
    ],
  },
  officeTable('areas_receita', 'Áreas de receita', 'Áreas de receita (produtos) do escritório'),
  officeTable('equipes', 'Equipes', 'Equipes de profissionais do escritório'),
  officeTable('filiais', 'Filiais', 'Filiais do escritório', [
    { name: 'cidade', label: 'Cidade', type: 'text', max: 80 },
  ]),
  officeTable('departamentos', 'Departamentos', 'Centros de custo das contas do escritório'),
]

const byName = new Map(managedTables.map((t) => [t.name, t]))

/** The managed table of that name, or undefined: the only way from a request's text to a table. */
export const managedTable = (name: string) => byName.get(name)

export const columnOf = (table: ManagedTable, name: string) => table.columns.find((c) => c.name === name)

const hidden = new Set<string>(HIDDEN_FIELDS)

/** §3: hidden fields and those whose names start with 'id' are read-only; the key is the `id` column. */
export const isReadOnly = (column: Column) => hidden.has(column.name) || column.name.startsWith('id')

export function describeTable(table: ManagedTable): GenericTable {
  const fields: GenericField[] = table.columns.map((c) => ({
    col_name: c.name,
    label: c.label,
    data_type: c.type,
    primary: c.name === 'id',
    required: c.required ?? false,
    read_only: isReadOnly(c),
    hidden: hidden.has(c.name),
  }))
  return {
    name: table.name,
    label: table.label,
    descricao: table.descricao,
    office_scoped: table.officeScoped,
    primary_key: 'id',
    fields,
  }
}

export type { Column as ManagedColumn }
