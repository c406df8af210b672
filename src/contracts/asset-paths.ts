// Paths of the client assets (/ativos) and the fixed-income crawler, apart from their schemas so the first load
// never reads zod (§7 admin notebooks).

const notebooks = '/v2/interno/api/admin/notebooks'

/** §7: the asset rows are the generic table `app_dados_ativos_clientes`, read with `filters` = JSON of {id_cliente}. */
export const ASSET_ROWS_TABLE = 'app_dados_ativos_clientes'

export const assetPaths = {
  rows: `${notebooks}/tables/${ASSET_ROWS_TABLE}`,
  changeName: `${notebooks}/clients-assets/change-name`,
  cotization: `${notebooks}/client-cotization-checker`,
  missingStocks: `${notebooks}/missing-stocks`,
  tickerChanges: `${notebooks}/stocks-name-changes`,
  tickerAnalyzer: `${notebooks}/stocks-name-changes-analyzer`,
  crawler: `${notebooks}/crawler/products/xp/rf`,
  crawlerStatus: (requestId: string) => `${notebooks}/crawler/products/xp/rf/${requestId}`,
  products: `${notebooks}/crawler/products/xp/rf/produtos`,
} as const

/** §4, §9: the crawler's status is asked again every 60 s while its dialog is open. */
export const CRAWLER_POLL_MS = 60_000
