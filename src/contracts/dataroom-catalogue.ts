// The data room's categories and the options of each, with the paths of its API: shared by the server (which
// checks every upload against them) and the pages. No zod here: the pages read it before the schemas load.

export type DataroomFileType = 'pdf' | 'xlsx' | 'xls' | 'csv' | 'ofx'
export type Periodicity = 'mensal' | 'diario'

export type DataroomOption = {
  id: string
  titulo: string
  periodicidade: Periodicity
  tipos: readonly DataroomFileType[]
  /** The file is the ledger import of DREs › Versões: processing makes it the office's temporary DRE version. */
  importaDre?: boolean
}

export type DataroomCategory = { id: string; titulo: string; opcoes: readonly DataroomOption[] }

const monthly = (
  id: string,
  titulo: string,
  tipos: readonly DataroomFileType[],
  extra: Pick<DataroomOption, 'importaDre'> = {},
): DataroomOption => ({ id, titulo, periodicidade: 'mensal', tipos, ...extra })
const daily = (id: string, titulo: string, tipos: readonly DataroomFileType[]): DataroomOption => ({
  id,
  titulo,
  periodicidade: 'diario',
  tipos,
})

/** One category per page of /dataroom (geral, bpo, middle, dres). */
export const dataroomCategories = [
  {
    id: 'geral',
    titulo: 'Geral',
    opcoes: [
      monthly('relatorio-receitas', 'Relatório de receitas', ['xlsx', 'csv', 'pdf']),
      monthly('base-clientes', 'Base de clientes', ['xlsx', 'csv']),
      daily('posicao-diaria', 'Posição diária', ['xlsx', 'csv']),
    ],
  },
  {
    id: 'bpo',
    titulo: 'BPO',
    opcoes: [
      monthly('extrato-bancario', 'Extrato bancário', ['ofx', 'csv', 'pdf', 'xlsx']),
      monthly('contas-pagar', 'Contas a pagar', ['xlsx', 'csv', 'pdf']),
      monthly('notas-fiscais', 'Notas fiscais', ['pdf', 'xlsx']),
    ],
  },
  {
    id: 'middle',
    titulo: 'Middle office',
    opcoes: [
      monthly('comissoes', 'Comissões (repasse)', ['xlsx', 'xls', 'csv']),
      daily('captacao', 'Captação líquida', ['xlsx', 'csv']),
    ],
  },
  {
    id: 'dres',
    titulo: 'DREs',
    opcoes: [
      monthly('dre-gerencial', 'DRE gerencial (lançamentos)', ['xlsx', 'csv'], { importaDre: true }),
      monthly('balancete', 'Balancete contábil', ['xlsx', 'csv', 'pdf']),
    ],
  },
] as const satisfies readonly DataroomCategory[]

export type DataroomCategoryId = (typeof dataroomCategories)[number]['id']
export const dataroomCategoryIds = dataroomCategories.map((c) => c.id) as [DataroomCategoryId, ...DataroomCategoryId[]]

export const categoryOf = (id: string): DataroomCategory | undefined => dataroomCategories.find((c) => c.id === id)
export const optionOf = (categoria: string, opcao: string): DataroomOption | undefined =>
  categoryOf(categoria)?.opcoes.find((o) => o.id === opcao)

/** The `accept` of a file input for an option: '.xlsx,.csv'. */
export const acceptOf = (option: DataroomOption) => option.tipos.map((t) => `.${t}`).join(',')
/** 'PDF, XLSX ou CSV'. */
export const typesText = (option: DataroomOption) => {
  const names = option.tipos.map((t) => t.toUpperCase())
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : (names[0] ?? '')
}

/** Largest data room file, in MB. */
export const DATAROOM_MAX_MB = 15
/** Months the missing-months report covers, before the reference month. */
export const MISSING_MONTHS_WINDOW = 12
/** The message of an upload processed without error (§3 Dataroom collections). */
export const UPLOAD_OK_MESSAGE = 'Enviado com sucesso'
/** The message of a DRE file that became the office's temporary version. */
export const DRE_VERSION_MESSAGE = `${UPLOAD_OK_MESSAGE}: versão temporária do DRE criada para revisão em DREs › Versões`
/** Who may send a file that becomes a DRE version (the roles of DREs › Versões). */
export const DRE_IMPORT_ROLES = ['equipe', 'gestor'] as const

const adm = '/v2/interno/api/admin'
export const dataroomPaths = {
  uploads: (office: number | string) => `${adm}/office/${office}/data-room`,
  daily: (office: number | string) => `${adm}/office/${office}/data-room/daily`,
  options: (office: number | string) => `${adm}/office/${office}/data-room/options`,
  download: (office: number | string, upload: number | string) =>
    `${adm}/office/${office}/data-room/${upload}/download`,
  missingMonths: `${adm}/data-room-missing-months`,
  internal: `${adm}/data-room/interno`,
}

/** Files of the data room that are not periodic uploads: the repository (staff → office) and the strategy bases. */
export const dataroomFileKinds = {
  repositorio: {
    titulo: 'Repositório',
    segmento: 'repositorio',
    tipos: ['pdf', 'xlsx', 'xls', 'csv'],
    /** Staff share files with the office; the office reads them. */
    enviam: ['equipe'],
  },
  base_estrategia: {
    titulo: 'Bases de estratégia',
    segmento: 'bases-estrategia',
    tipos: ['xlsx', 'xls', 'csv', 'pdf'],
    enviam: ['equipe', 'gestor'],
  },
} as const satisfies Record<
  string,
  { titulo: string; segmento: string; tipos: readonly DataroomFileType[]; enviam: readonly string[] }
>
export type DataroomFileKind = keyof typeof dataroomFileKinds

/** What the monthly consolidation's result says once the month is consolidated. */
export const CONSOLIDATION_OK_MESSAGE = 'Consolidação concluída'

export const dataroomFilePaths = {
  list: (office: number | string, kind: DataroomFileKind) =>
    `${adm}/office/${office}/data-room/${dataroomFileKinds[kind].segmento}`,
  download: (office: number | string, kind: DataroomFileKind, file: number | string) =>
    `${adm}/office/${office}/data-room/${dataroomFileKinds[kind].segmento}/${file}/download`,
  bpoSetupTemplate: (office: number | string) => `${adm}/office/${office}/data-room/bpo/financial/setup?template=1`,
  bpoSetup: (office: number | string) => `${adm}/office/${office}/data-room/bpo/financial/setup`,
  comments: `${adm}/escritorio-comentarios`,
  consolidation: `${adm}/notebooks/consolidacao-mensal`,
}
