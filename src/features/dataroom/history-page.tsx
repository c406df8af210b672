import { PageHeader } from '@/components/page-header'
import { WithOffice } from '@/features/dre/with-office'
import { DataroomNav } from './dataroom-nav'
import { HistorySection } from './history-section'

/** /dataroom/historico: every upload of the office, all categories. */
export function HistoryPage() {
  return (
    <WithOffice title="Dataroom · Histórico">
      {(office) => (
        <div className="grid grid-cols-1 gap-6">
          <div>
            <PageHeader title="Dataroom · Histórico" description="Todos os envios do escritório, com cada versão." />
            <DataroomNav />
          </div>
          <HistorySection office={office} />
        </div>
      )}
    </WithOffice>
  )
}
