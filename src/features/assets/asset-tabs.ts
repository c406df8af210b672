// The sections of /ativos, read by the route's search check in the first-load bundle: plain values, nothing else.

export const assetTabs = ['clientes', 'faltantes', 'tickers', 'renda-fixa'] as const
export type AssetTab = (typeof assetTabs)[number]
export type AssetsSearch = { aba?: AssetTab; cliente?: number }
