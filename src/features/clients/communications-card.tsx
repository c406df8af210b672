import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { FormField } from '../offices/form-field'
import { clientQueries, useSendCommunication } from './clients-api'

/** §3 client communications (nome, conteudo); professionals may send one. */
export function CommunicationsCard({
  officeId,
  clientId,
  canSend,
}: {
  officeId: number
  clientId: number
  canSend: boolean
}) {
  const { data = [] } = useQuery(clientQueries.communications(officeId, clientId))
  const send = useSendCommunication(officeId, clientId)
  const [nome, setNome] = useState('')
  const [texto, setTexto] = useState('')
  return (
    <Card>
      <CardHeader>
        <CardTitle>Comunicados</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y">
          {data.map((c) => (
            <li key={c.id} className="py-2 text-sm">
              <div className="flex items-center gap-2">
                <span className="font-medium">{c.nome}</span>
                <time className="ml-auto text-xs text-muted-foreground">{formatDateTime(c.data_criacao)}</time>
              </div>
              {c.conteudo.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one message never move
                <p key={i} className="text-muted-foreground">
                  {line}
                </p>
              ))}
            </li>
          ))}
          {data.length === 0 ? <li className="py-3 text-sm text-muted-foreground">Nenhum comunicado</li> : null}
        </ul>
        {canSend ? (
          <form
            className="grid gap-2 border-t pt-3"
            onSubmit={(e) => {
              e.preventDefault()
              const conteudo = texto
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean)
              if (!nome.trim() || conteudo.length === 0) return notify({ text: 'Campo obrigatório', color: 'danger' })
              send.mutate(
                { nome: nome.trim(), conteudo },
                {
                  onSuccess: () => {
                    setNome('')
                    setTexto('')
                  },
                },
              )
            }}
          >
            <FormField
              id="comunicado-titulo"
              label="Novo comunicado"
              placeholder="Título"
              value={nome}
              onChange={(e) => setNome(e.target.value)}
            />
            <textarea
              aria-label="Texto do comunicado"
              rows={3}
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
              className="rounded-md border bg-card p-2 text-sm"
            />
            <Button type="submit" size="sm" className="justify-self-start" loading={send.isPending}>
              Enviar comunicado
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  )
}
