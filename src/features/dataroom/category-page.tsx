import { PageHeader } from '@/components/page-header'
import { categoryOf, type DataroomCategoryId } from '@/contracts/dataroom-catalogue'
import { WithOffice } from '@/features/dre/with-office'
import { BpoSetupCard } from './bpo-setup-card'
import { DataroomNav } from './dataroom-nav'
import { HistorySection } from './history-section'
import { UploadCard } from './upload-card'

/** /dataroom/{geral,bpo,middle,dres}: send a file of the category and follow its history. */
export function CategoryPage({ categoria }: { categoria: DataroomCategoryId }) {
  const category = categoryOf(categoria)
  const title = `Dataroom · ${category?.titulo ?? categoria}`
  return (
    <WithOffice title={title}>
      {(office) => (
        <div className="grid grid-cols-1 gap-6">
          <div>
            <PageHeader title={title} description="Envios mensais e diários do escritório para a consultoria." />
            <DataroomNav />
          </div>
          {categoria === 'bpo' ? <BpoSetupCard office={office} /> : null}
          {category ? <UploadCard key={`${office}-${category.id}`} office={office} category={category} /> : null}
          <HistorySection office={office} categoria={categoria} />
        </div>
      )}
    </WithOffice>
  )
}
