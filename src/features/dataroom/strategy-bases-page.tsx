import { PageHeader } from '@/components/page-header'
import { WithOffice } from '@/features/dre/with-office'
import { DataroomNav } from './dataroom-nav'
import { FilesSection } from './files-section'

const title = 'Dataroom · Bases de estratégia'

/** /dataroom/bases_estrategia: the office's strategy base files, versioned, with who sent each and when. */
export function StrategyBasesPage() {
  return (
    <WithOffice title={title}>
      {(office) => (
        <div className="grid grid-cols-1 gap-6">
          <div>
            <PageHeader title={title} description="Planilhas de estratégia do escritório usadas pela consultoria." />
            <DataroomNav />
          </div>
          <FilesSection
            office={office}
            kind="base_estrategia"
            title="Bases de estratégia"
            description="A equipe e o gestor enviam; enviar um arquivo com o mesmo nome cria uma nova versão e as anteriores continuam disponíveis."
            empty="Nenhuma base de estratégia enviada"
          />
        </div>
      )}
    </WithOffice>
  )
}
