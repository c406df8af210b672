import { Play } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { TabNav } from '@/components/tab-nav'
import { Button } from '@/components/ui/button'
import { NoOfficeState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import type { AssetsSearch, AssetTab } from './asset-tabs'
import { ClientAssetsSection } from './client-assets-section'
import { CrawlerDialog } from './crawler-dialog'
import { MissingStocksSection } from './missing-stocks-section'
import { RfProductsSection } from './rf-products-section'
import { TickerChangesSection } from './ticker-changes-section'

const tabs: { aba: AssetTab; title: string }[] = [
  { aba: 'clientes', title: 'Ativos dos clientes' },
  { aba: 'faltantes', title: 'Ações faltantes' },
  { aba: 'tickers', title: 'Mudanças de ticker' },
  { aba: 'renda-fixa', title: 'Renda fixa (crawler)' },
]

/** /ativos (staff): the clients' assets of the office chosen in the top bar, missing stocks, tickers and the crawler. */
export function AssetsPage({ search, onSearch }: { search: AssetsSearch; onSearch: (next: AssetsSearch) => void }) {
  const office = useOfficeId()
  const [crawling, setCrawling] = useState(false)
  const aba = search.aba ?? 'clientes'
  return (
    <div>
      <PageHeader
        title="Ativos"
        description="Ativos dos clientes, cotizações, ações faltantes, mudanças de ticker e o crawler de renda fixa."
        actions={
          office ? (
            <Button variant="outline" onClick={() => setCrawling(true)}>
              <Play /> Executar crawler RF
            </Button>
          ) : null
        }
      />
      <TabNav
        label="Seções de ativos"
        tabs={tabs.map((t) => ({ to: '/ativos', search: { aba: t.aba }, title: t.title, active: t.aba === aba }))}
      />
      {aba === 'faltantes' ? (
        <MissingStocksSection />
      ) : !office ? (
        <NoOfficeState />
      ) : aba === 'tickers' ? (
        <TickerChangesSection key={office} office={office} />
      ) : aba === 'renda-fixa' ? (
        <RfProductsSection key={office} office={office} />
      ) : (
        <ClientAssetsSection
          key={office}
          office={office}
          client={search.cliente}
          onClient={(cliente) => onSearch({ aba: 'clientes', cliente })}
        />
      )}
      {crawling && office ? <CrawlerDialog office={office} onClose={() => setCrawling(false)} /> : null}
    </div>
  )
}
