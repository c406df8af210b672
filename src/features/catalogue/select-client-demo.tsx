import { useState } from 'react'
import type { ClientOption } from '@/components/dialogs/client-option-list'
import { SelectClientDialog } from '@/components/dialogs/select-client-dialog'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { rememberClient, syncClientList, useRecentClients } from '@/lib/recent-clients'

/** The catalogue keeps its recent clients under a user id of its own, apart from real users. */
const CATALOGUE_USER = 0

export const sampleClients: ClientOption[] = [
  { id: 101, nome: 'Ana Beatriz Souza', documento: '529.982.247-25', id_cadastro_cliente: 11 },
  { id: 102, nome: 'Bruno Araújo Lima', documento: '111.444.777-35', id_cadastro_cliente: 12 },
  { id: 103, nome: 'Carla Menezes', documento: '390.533.447-05', id_cadastro_cliente: 13 },
  { id: 104, nome: 'Construtora Horizonte Ltda', documento: '11.222.333/0001-81', id_cadastro_cliente: 14 },
  { id: 105, nome: 'Daniel Conceição', documento: '153.509.460-56', id_cadastro_cliente: -1 },
  { id: 106, nome: 'Élida Gonçalves', documento: '076.371.890-90', id_cadastro_cliente: null },
]

/** 'Selecionar cliente' with the sample list, and with an empty one. */
export function SelectClientDemo() {
  const [open, setOpen] = useState<'list' | 'empty' | null>(null)
  const recent = useRecentClients(CATALOGUE_USER)
  const clients = open === 'empty' ? [] : sampleClients
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          syncClientList(
            CATALOGUE_USER,
            sampleClients.map((client) => client.id),
          )
          setOpen('list')
        }}
      >
        Selecionar cliente
      </Button>
      <Button variant="outline" onClick={() => setOpen('empty')}>
        Selecionar cliente (sem clientes)
      </Button>
      <SelectClientDialog
        open={open !== null}
        onOpenChange={(next) => setOpen(next ? open : null)}
        clients={clients}
        recentIds={recent.recent}
        currentId={recent.current}
        onSelect={(client) => {
          rememberClient(CATALOGUE_USER, client.id)
          notify({ text: `Cliente selecionado: ${client.nome}`, color: 'success' })
        }}
        onCreateClient={() => notify({ text: 'Cadastro de cliente: em outra tela.' })}
      />
    </>
  )
}
