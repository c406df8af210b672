import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { type BigSnackbarStatus, bigSnackbarQueue } from '@/lib/snackbar-queue'
import { CatalogueExample } from './catalogue-example'
import { CatalogueSection } from './catalogue-section'

const bigExamples: { status: BigSnackbarStatus; label: string; text: string }[] = [
  { status: 'success', label: 'Sucesso', text: 'Arquivo importado com sucesso.' },
  { status: 'default', label: 'Padrão', text: 'A importação continua em segundo plano.' },
  { status: 'danger', label: 'Erro', text: 'Não foi possível ler o extrato enviado.' },
  { status: 'warning', label: 'Atenção', text: 'Há lançamentos sem categoria neste mês.' },
]

/** Snackbar (one at a time, 8 s, queued 4 s, 200 ms gap) and big snackbar (queue, 4000 ms). */
export function SnackbarDemo() {
  return (
    <CatalogueSection
      id="avisos"
      title="Avisos (snackbars)"
      description="Um aviso por vez: 8 s na tela, 4 s quando esperou na fila, o próximo 200 ms depois. O aviso grande forma uma fila e some em 4 s."
    >
      <CatalogueExample title="Snackbar">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => notify({ text: 'Alterações salvas.' })}>
            Mostrar aviso
          </Button>
          <Button variant="outline" onClick={() => notify({ text: 'Cliente cadastrado.', color: 'success' })}>
            Aviso de sucesso
          </Button>
          <Button variant="outline" onClick={() => notify({ text: 'Sessão expirada.', color: 'danger' })}>
            Aviso de erro
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              notify({ text: 'Primeiro aviso (8 s)' })
              notify({ text: 'Segundo aviso, na fila (4 s)', color: 'info' })
              notify({ text: 'Terceiro aviso, na fila (4 s)', color: 'warning' })
            }}
          >
            Três avisos em fila
          </Button>
        </div>
      </CatalogueExample>
      <CatalogueExample title="Aviso grande">
        <div className="flex flex-wrap gap-2">
          {bigExamples.map((example) => (
            <Button
              key={example.status}
              variant="outline"
              onClick={() => bigSnackbarQueue.push({ text: example.text, status: example.status })}
            >
              {example.label}
            </Button>
          ))}
          <Button
            variant="outline"
            onClick={() => bigSnackbarQueue.push({ text: 'Este aviso fica até ser fechado.', timeout: 0 })}
          >
            Sem tempo limite
          </Button>
        </div>
      </CatalogueExample>
    </CatalogueSection>
  )
}
