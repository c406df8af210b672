import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { SERVICOS } from '@/contracts/report-services'
import { notify } from '@/lib/notify'
import { email } from '@/lib/validation'
import { FormField } from '../offices/form-field'
import { currentOfficeStore } from '../offices/office-store'
import { professionalQueries, useReleaseReport, useSendTeamData } from './professionals-api'

/** /professional/consultoria: release reports to professionals and ask for the team data e-mail. */
export function ConsultingPage() {
  const office = currentOfficeStore.use()
  if (!office) return <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
  return (
    <div className="space-y-4">
      <PageHeader
        title="Consultoria de profissionais"
        description={`Relatórios liberados aos profissionais de ${office.nome}`}
      />
      <ReleaseMatrix officeId={office.id} />
      <TeamDataEmail officeId={office.id} />
    </div>
  )
}

function ReleaseMatrix({ officeId }: { officeId: number }) {
  const { data = [] } = useQuery(professionalQueries.office(officeId))
  const release = useReleaseReport(officeId)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Relatórios por profissional</CardTitle>
      </CardHeader>
      <CardContent>
        <ScrollRegion label="Relatórios por profissional">
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th className="py-2 pr-3">Profissional</th>
                {SERVICOS.map((s) => (
                  <th key={s.codigo} className="px-2 py-2 text-center">
                    {s.nome}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.id} className="border-t">
                  <td className="py-2 pr-3">{p.nome}</td>
                  {SERVICOS.map((s) => (
                    <td key={s.codigo} className="px-2 py-2 text-center">
                      <input
                        type="checkbox"
                        aria-label={`${s.nome} para ${p.nome}`}
                        checked={p.relatorios.includes(s.codigo)}
                        disabled={release.isPending}
                        onChange={(e) =>
                          release.mutate({ servico: s.codigo, ids_profissionais: [p.id], liberar: e.target.checked })
                        }
                        className="size-4 accent-[var(--brand)]"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </CardContent>
    </Card>
  )
}

function TeamDataEmail({ officeId }: { officeId: number }) {
  const [to, setTo] = useState('')
  const [message, setMessage] = useState('')
  const send = useSendTeamData(officeId)
  const check = to.trim() === '' ? 'Campo obrigatório' : email(to)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Enviar dados da equipe por e-mail</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <FormField
          id="dados-equipe-para"
          label="Destinatários (separados por ;)"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={to && check !== true ? check : undefined}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="dados-equipe-mensagem">Mensagem</Label>
          <textarea
            id="dados-equipe-mensagem"
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className="rounded-md border bg-card p-2 text-sm"
          />
        </div>
        <Button
          className="justify-self-start"
          disabled={check !== true}
          loading={send.isPending}
          onClick={() =>
            send.mutate(
              { destinatarios: to, mensagem: message },
              {
                onSuccess: () => {
                  notify({ text: 'Pedido registrado: os dados serão enviados pela equipe AAWZ.', color: 'success' })
                  setTo('')
                  setMessage('')
                },
              },
            )
          }
        >
          Registrar envio
        </Button>
      </CardContent>
    </Card>
  )
}
