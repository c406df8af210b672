import {
  type BpoOptions,
  type BpoRegister,
  dfcGroupLabels,
  dfcGroups,
  type PixType,
  pixTypeLabels,
  pixTypes,
} from '@/contracts/bpo'
import { cpfCnpjMask, formatCpfCnpj } from '@/lib/masks'
import type { LocalRow } from './registers-data'

export type Choice = { value: string; label: string }
export type FieldUi = {
  name: string
  label: string
  kind: 'text' | 'select' | 'checkbox'
  /** The choices of a select, some read from the office's options. */
  choices?: (options: BpoOptions | undefined) => Choice[]
  mask?: (value: string) => string
  placeholder?: string
  /** Half width on wide screens (two fields a row). */
  half?: boolean
}
export type ColumnUi = {
  header: string
  value: (row: LocalRow, options: BpoOptions | undefined) => string
  /** Tailwind width of the column: the table is at least their sum wide (it scrolls sideways on a phone). */
  width: string
}

export type RegisterUi = {
  register: BpoRegister
  /** The sub-page under /bpo/manager. */
  path: 'providers' | 'categories' | 'accounts' | 'departments' | 'branches' | 'services'
  title: string
  singular: string
  /** The article of the singular: 'o fornecedor', 'a filial'. */
  article: 'o' | 'a'
  description: string
  fields: FieldUi[]
  columns: ColumnUi[]
}

const text = (row: LocalRow, key: string) => {
  const value = (row as Record<string, unknown>)[key]
  return value === null || value === undefined ? '' : String(value)
}
const status: ColumnUi = {
  header: 'Situação',
  value: (row) => (row.ativo === false ? 'Inativo' : 'Ativo'),
  width: 'w-24',
}
/** The name: never narrower than a readable name, however many columns follow. */
const nameColumn: ColumnUi = { header: 'Nome', value: (row) => text(row, 'nome'), width: 'w-64' }
const ativo: FieldUi = { name: 'ativo', label: 'Ativo', kind: 'checkbox' }
const nome = (label = 'Nome'): FieldUi => ({ name: 'nome', label, kind: 'text' })
const bankFields: FieldUi[] = [
  { name: 'banco', label: 'Banco (código)', kind: 'text', placeholder: '341', half: true },
  { name: 'agencia', label: 'Agência', kind: 'text', placeholder: '0001', half: true },
  { name: 'conta', label: 'Conta', kind: 'text', placeholder: '12345-6', half: true },
]
const bank = (row: LocalRow) =>
  [
    text(row, 'banco'),
    text(row, 'agencia') && `ag. ${text(row, 'agencia')}`,
    text(row, 'conta') && `c/c ${text(row, 'conta')}`,
  ]
    .filter(Boolean)
    .join(' · ')
const nameOf = (list: { id: number; nome: string }[] | undefined, id: unknown) =>
  list?.find((item) => String(item.id) === String(id))?.nome ?? ''

export const registerUis: RegisterUi[] = [
  {
    register: 'fornecedores',
    path: 'providers',
    title: 'Fornecedores',
    singular: 'fornecedor',
    article: 'o',
    description: 'Quem recebe os pagamentos do escritório: CPF ou CNPJ, chave PIX e dados bancários.',
    fields: [
      nome('Nome ou razão social'),
      { name: 'cpf_cnpj', label: 'CPF ou CNPJ', kind: 'text', mask: cpfCnpjMask.apply, half: true },
      {
        name: 'tipo_pix',
        label: 'Tipo da chave PIX',
        kind: 'select',
        half: true,
        choices: () => [
          { value: '', label: 'Sem PIX' },
          ...pixTypes.map((t) => ({ value: t, label: pixTypeLabels[t] })),
        ],
      },
      { name: 'chave_pix', label: 'Chave PIX', kind: 'text' },
      ...bankFields,
      ativo,
    ],
    columns: [
      nameColumn,
      { header: 'CPF/CNPJ', value: (row) => formatCpfCnpj(text(row, 'cpf_cnpj')), width: 'w-44' },
      {
        header: 'PIX',
        value: (row) => (row.tipo_pix ? `${pixTypeLabels[row.tipo_pix as PixType]}: ${text(row, 'chave_pix')}` : ''),
        width: 'w-64',
      },
      { header: 'Banco', value: bank, width: 'w-56' },
      status,
    ],
  },
  {
    register: 'categorias',
    path: 'categories',
    title: 'Categorias',
    singular: 'categoria',
    article: 'a',
    description: 'O plano de contas do financeiro: cada categoria cai numa linha do DRE e num grupo da DFC.',
    fields: [
      nome(),
      {
        name: 'id_linha_resultado',
        label: 'Linha do DRE',
        kind: 'select',
        choices: (o) => [
          { value: '', label: 'Fora do DRE (só DFC)' },
          ...(o?.linhas_resultado ?? [])
            .filter((l) => l.tipo === 'lancamento')
            .map((l) => ({ value: String(l.id), label: l.nome })),
        ],
      },
      {
        name: 'grupo_dfc',
        label: 'Grupo da DFC',
        kind: 'select',
        choices: () => [
          { value: '', label: 'Escolha…' },
          ...dfcGroups.map((g) => ({ value: g, label: dfcGroupLabels[g] })),
        ],
      },
    ],
    columns: [
      nameColumn,
      {
        header: 'Linha do DRE',
        width: 'w-72',
        value: (row, o) =>
          nameOf(o?.linhas_resultado, row.id_linha_resultado) || (row.id_linha_resultado ? '' : 'Fora do DRE'),
      },
      {
        header: 'Grupo da DFC',
        value: (row) => (row.grupo_dfc ? dfcGroupLabels[row.grupo_dfc as keyof typeof dfcGroupLabels] : ''),
        width: 'w-56',
      },
    ],
  },
  {
    register: 'contas',
    path: 'accounts',
    title: 'Contas',
    singular: 'conta',
    article: 'a',
    description: 'As contas correntes do escritório, as mesmas da DFC e dos saldos.',
    fields: [nome(), ...bankFields, ativo],
    columns: [nameColumn, { header: 'Banco', value: bank, width: 'w-56' }, status],
  },
  {
    register: 'departamentos',
    path: 'departments',
    title: 'Departamentos',
    singular: 'departamento',
    article: 'o',
    description: 'Centros de custo das contas a pagar e a receber.',
    fields: [nome(), ativo],
    columns: [nameColumn, status],
  },
  {
    register: 'filiais',
    path: 'branches',
    title: 'Filiais',
    singular: 'filial',
    article: 'a',
    description: 'As filiais do escritório, as mesmas do DRE por filial.',
    fields: [nome(), { name: 'cidade', label: 'Cidade', kind: 'text' }, ativo],
    columns: [nameColumn, { header: 'Cidade', value: (row) => text(row, 'cidade'), width: 'w-56' }, status],
  },
  {
    register: 'servicos',
    path: 'services',
    title: 'Serviços',
    singular: 'serviço',
    article: 'o',
    description: 'O que o escritório fatura, com a categoria em que a receita entra.',
    fields: [
      nome(),
      { name: 'descricao', label: 'Descrição', kind: 'text' },
      {
        name: 'id_categoria',
        label: 'Categoria da receita',
        kind: 'select',
        choices: (o) => [
          { value: '', label: 'Sem categoria' },
          ...(o?.categorias ?? []).map((c) => ({ value: String(c.id), label: c.nome })),
        ],
      },
      ativo,
    ],
    columns: [
      nameColumn,
      { header: 'Descrição', value: (row) => text(row, 'descricao'), width: 'w-80' },
      { header: 'Categoria', value: (row, o) => nameOf(o?.categorias, row.id_categoria), width: 'w-64' },
      status,
    ],
  },
]

export const registerUi = (register: BpoRegister) => registerUis.find((u) => u.register === register)!
