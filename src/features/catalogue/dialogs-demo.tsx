import { useState } from 'react'
import { ChangePasswordDialog } from '@/components/dialogs/change-password-dialog'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'
import { openModal } from '@/components/dialogs/modal-store'
import { WhitelabelDialog } from '@/components/dialogs/whitelabel-dialog'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { CatalogueExample } from './catalogue-example'
import { CatalogueSection } from './catalogue-section'
import { SelectClientDemo } from './select-client-demo'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const unsafeHtml =
  '<p>Texto com <strong>negrito</strong> e <a href="https://example.com">link</a>.</p><ul><li>Item um</li><li>Item dois</li></ul><p onclick="alert(1)">Scripts e eventos são removidos.</p><script>alert(2)</script>'

type Open = 'whitelabel' | 'delete' | 'delete-zero' | 'password' | null

/** Generic modal through openModal(), and the dialogs of §2. */
export function DialogsDemo() {
  const [open, setOpen] = useState<Open>(null)
  const setter = (name: Exclude<Open, null>) => (next: boolean) => setOpen(next ? name : null)
  return (
    <CatalogueSection
      id="dialogos"
      title="Diálogos"
      description="Janela genérica aberta com openModal() e os diálogos compartilhados."
    >
      <CatalogueExample title="Janela genérica">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void openModal({ text: 'Operação concluída.' })}>
            Padrão
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void openModal({
                title: 'Enviar relatório',
                subtitle: 'Relatório mensal de março',
                text: 'O relatório será enviado para o e-mail do cliente.',
                buttons: [
                  { text: 'Cancelar', variant: 'outline' },
                  {
                    text: 'Enviar',
                    action: async () => {
                      await wait(1200)
                      notify({ text: 'Relatório enviado.', color: 'success' })
                    },
                  },
                ],
              })
            }
          >
            Com ação demorada
          </Button>
          <Button variant="outline" onClick={() => void openModal({ title: 'Conteúdo formatado', html: unsafeHtml })}>
            Com HTML (sanitizado)
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void openModal({
                title: 'Leitura obrigatória',
                text: 'Esta janela não fecha com Esc nem clicando fora; use o botão.',
                closable: false,
                persistent: true,
                buttons: [{ text: 'Entendi' }],
              })
            }
          >
            Persistente
          </Button>
        </div>
      </CatalogueExample>
      <CatalogueExample title="Diálogos compartilhados">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setOpen('whitelabel')}>
            Função indisponível
          </Button>
          <Button variant="outline" onClick={() => setOpen('delete')}>
            Confirmar remoção (registro 42)
          </Button>
          <Button variant="outline" onClick={() => setOpen('delete-zero')}>
            Confirmar remoção (chave 0)
          </Button>
          <Button variant="outline" onClick={() => setOpen('password')}>
            Alterar senha
          </Button>
          <SelectClientDemo />
        </div>
        <p className="text-xs text-muted-foreground">
          'Alterar senha' chama o servidor de verdade e altera a senha do usuário logado.
        </p>
      </CatalogueExample>
      <WhitelabelDialog open={open === 'whitelabel'} onOpenChange={setter('whitelabel')} />
      <DeleteConfirmDialog
        open={open === 'delete'}
        onOpenChange={setter('delete')}
        primaryKey={42}
        description="o registro 42"
        onDelete={async () => {
          await wait(600)
          notify({ text: 'Registro 42 removido.', color: 'success' })
        }}
      />
      <DeleteConfirmDialog
        open={open === 'delete-zero'}
        onOpenChange={setter('delete-zero')}
        primaryKey={0}
        description="um registro ainda não salvo"
        onDelete={() => notify({ text: 'Isto não deveria aparecer: chave 0 não é removida.', color: 'danger' })}
      />
      <ChangePasswordDialog open={open === 'password'} onOpenChange={setter('password')} isClient={false} />
    </CatalogueSection>
  )
}
