import { PageHeader } from '@/components/page-header'
import { WithOffice } from '@/features/dre/with-office'
import { DataroomNav } from './dataroom-nav'
import { MissingSection } from './missing-section'

/** /consultoria: the office's missing-months report and its alerts. */
export function ConsultingPage() {
  return (
    <WithOffice title="Consultoria">
      {(office) => (
        <div className="grid grid-cols-1 gap-6">
          <div>
            <PageHeader
              title="Consultoria"
              description="Quais meses dos últimos 12 ainda não têm arquivo enviado, por categoria do dataroom."
            />
            <DataroomNav />
          </div>
          <MissingSection office={office} />
        </div>
      )}
    </WithOffice>
  )
}
