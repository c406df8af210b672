import { PageHeader } from '@/components/page-header'
import { WithOffice } from '@/features/dre/with-office'
import { ConsolidationsList } from './consolidations'
import { DataroomNav } from './dataroom-nav'
import { FilesSection } from './files-section'

const title = 'Dataroom · Interno'

/** /dataroom/interno: what the platform's staff share with the office (repository) and the month consolidations. */
export function OfficeInternalPage() {
  return (
    <WithOffice title={title}>
      {(office) => (
        <div className="grid grid-cols-1 gap-6">
          <div>
            <PageHeader title={title} description="Arquivos que a equipe da plataforma compartilha com o escritório." />
            <DataroomNav />
          </div>
          <FilesSection
            office={office}
            kind="repositorio"
            title="Repositório"
            description="Relatórios e documentos da consultoria para o escritório. Cada versão fica disponível para baixar."
            empty="Nenhum arquivo no repositório"
          />
          <section className="grid grid-cols-1 gap-3" aria-labelledby="consolidacoes-titulo">
            <h2 id="consolidacoes-titulo" className="text-lg font-semibold">
              Consolidações mensais
            </h2>
            <ConsolidationsList office={office} />
          </section>
        </div>
      )}
    </WithOffice>
  )
}
