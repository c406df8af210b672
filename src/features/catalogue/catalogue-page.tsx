import { PageHeader } from '@/components/page-header'
import { DialogsDemo } from './dialogs-demo'
import { InputsDemo } from './inputs-demo'
import { MonthRangeDemo } from './month-range-demo'
import { SnackbarDemo } from './snackbar-demo'
import { UploadDemo } from './upload-demo'

const index = [
  { id: 'campos', title: 'Campos validados' },
  { id: 'periodo', title: 'Filtro de período' },
  { id: 'upload', title: 'Envio de arquivos' },
  { id: 'dialogos', title: 'Diálogos' },
  { id: 'avisos', title: 'Avisos' },
]

/** /admin/sample: the living catalogue of the shared pieces, in their states, for developers. */
export function CataloguePage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title="Catálogo de componentes"
        description="Peças compartilhadas do back-office em funcionamento: use-as como referência ao construir telas."
      />
      <nav aria-label="Seções do catálogo" className="-mt-2 flex flex-wrap gap-2">
        {index.map((item) => (
          <a
            key={item.id}
            href={`#${item.id}`}
            className="rounded-full border bg-card px-3 py-1 text-xs font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {item.title}
          </a>
        ))}
      </nav>
      <InputsDemo />
      <MonthRangeDemo />
      <UploadDemo />
      <DialogsDemo />
      <SnackbarDemo />
    </div>
  )
}
