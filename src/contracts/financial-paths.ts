// Paths and page sizes of the financial API, apart from its schemas: the first-load bundle reads them, zod does
// not belong there (the schemas load beside each call, see ContractSource).

/** Rows of one page of the DFC's raw cash entries. */
export const DFC_RAW_PAGE = 500

const office = (o: number | string) => `/v2/interno/api/admin/financial/office/${o}`
/** Paths of the financial API (see docs/financial.md). */
export const financialPaths = {
  dre: (o: number | string, type: string) => `${office(o)}/dre/${type}`,
  teamHistorical: (o: number | string) => `${office(o)}/dre/team-historical`,
  horizon: (o: number | string) => `${office(o)}/horizon`,
  summary: (o: number | string, kind: string) => `${office(o)}/dre-summary/${kind}`,
  historical: (o: number | string, kind: string, id: number | string) => `${office(o)}/dre-historical/${kind}/${id}`,
  holding: (o: number | string) => `${office(o)}/financial/holding`,
  balanceHistorical: (o: number | string) => `${office(o)}/financial/balance-historical`,
  resultLines: (o: number | string) => `${office(o)}/result-lines`,
  lastUpdate: (o: number | string) => `${office(o)}/last_update`,
  segmentation: (o: number | string) => `${office(o)}/dre-summary/segmentation`,
  versions: (o: number | string) => `${office(o)}/dre-version`,
  setVersion: (o: number | string) => `${office(o)}/set-dre-version`,
  restoreTemp: (o: number | string) => `${office(o)}/restore-temp-dre-version`,
  upload: (o: number | string) => `${office(o)}/versions/upload`,
  template: (o: number | string) => `${office(o)}/versions/template`,
  tempComparison: (o: number | string, type: string) => `${office(o)}/dre/comparison/temp/${type}`,
  tempDfcComparison: (o: number | string) => `${office(o)}/dfc/comparison/temp/geral`,
  categoryDetail: (o: number | string) => `${office(o)}/category-detail`,
  download: (o: number | string) => `${office(o)}/dre/download`,
  detail: (o: number | string, categoria: number | string) =>
    `/v2/interno/api/admin/financial/dre/detail/${o}/${categoria}`,
  detailExport: (o: number | string) => `/v2/interno/api/admin/financial/dre/detail/export/${o}`,
  dfc: (o: number | string) => `/v2/interno/api/admin/office/${o}/dfc`,
  dfcRaw: (o: number | string) => `/v2/interno/api/admin/office/${o}/dfc/dfc-raw`,
  dfcBalance: (o: number | string, action: 'set' | 'remove', kind: 'balance-initial' | 'balance-adjustment') =>
    `/v2/interno/api/admin/office/${o}/dfc/${action}/${kind}`,
} as const
