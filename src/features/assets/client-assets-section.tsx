import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useState } from 'react'
import { SelectClientDialog } from '@/components/dialogs/select-client-dialog'
import { Button } from '@/components/ui/button'
import { clientQueries } from '@/features/clients/clients-api'
import { EmptyState } from '@/features/dre/states'
import { AssetRows } from './asset-rows'

type Props = { office: number; client: number | undefined; onClient: (id: number) => void }

/** The chosen client's asset rows (app_dados_ativos_clientes), with the cotization check and the rename per row. */
export function ClientAssetsSection({ office, client, onClient }: Props) {
  const clients = useQuery(clientQueries.list(office))
  const [picking, setPicking] = useState(false)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => setPicking(true)}>
          <Users /> Selecionar cliente
        </Button>
      </div>
      {client ? (
        <AssetRows office={office} client={client} />
      ) : (
        <EmptyState title="Nenhum cliente selecionado">
          Escolha um cliente para ver os ativos, conferir cotizações e renomear ativos.
        </EmptyState>
      )}
      <SelectClientDialog
        open={picking}
        onOpenChange={setPicking}
        clients={(clients.data ?? []).map((c) => ({
          id: c.id,
          nome: c.nome_cliente,
          documento: c.cpf ?? c.email,
          id_cadastro_cliente: c.id_cadastro_cliente,
        }))}
        currentId={client ?? null}
        description="Escolha o cliente cujos ativos você quer ver."
        onSelect={(c) => onClient(c.id)}
      />
    </div>
  )
}
