import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import type { Disclaimer } from '@/contracts/settings'
import { DISCLAIMER_PLACES } from '@/contracts/settings'
import { queuedEditNotice } from '@/db/online-only'
import { notify } from '@/lib/notify'
import { currentOfficeStore } from '../offices/office-store'
import { useDisclaimers, useSaveDisclaimer } from './disclaimers-api'
import { SettingsTabs } from './settings-tabs'

/** /settings/disclaimer: edit each disclaimer (codigo, texto) of the selected office. */
export function DisclaimerSettingsPage() {
  const office = currentOfficeStore.use()
  const { rows = [] } = useDisclaimers(office?.id ?? null)
  const codes = Object.keys(DISCLAIMER_PLACES) as (keyof typeof DISCLAIMER_PLACES)[]
  return (
    <div>
      <PageHeader title="Configurações" description="Textos legais exibidos aos usuários do escritório" />
      <SettingsTabs />
      {office ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {codes.map((codigo) => (
            <DisclaimerEditor
              key={`${office.id}-${codigo}`}
              officeId={office.id}
              codigo={codigo}
              current={rows.find((d) => d.codigo === codigo)}
            />
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
      )}
    </div>
  )
}

function DisclaimerEditor({
  officeId,
  codigo,
  current,
}: {
  officeId: number
  codigo: keyof typeof DISCLAIMER_PLACES
  current?: Disclaimer
}) {
  const [texto, setTexto] = useState<string | null>(null)
  const save = useSaveDisclaimer(officeId)
  const value = texto ?? current?.texto ?? ''
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-4">
      <Label htmlFor={`disclaimer-${codigo}`}>
        {DISCLAIMER_PLACES[codigo].titulo}{' '}
        <span className="font-normal text-muted-foreground">· exibido {DISCLAIMER_PLACES[codigo].onde}</span>
      </Label>
      <textarea
        id={`disclaimer-${codigo}`}
        rows={6}
        value={value}
        onChange={(e) => setTexto(e.target.value)}
        className="rounded-md border bg-card p-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      {value.trim() === '' ? <p className="text-xs text-danger">Campo obrigatório</p> : null}
      <Button
        className="justify-self-end"
        disabled={value.trim() === '' || texto === null}
        onClick={() => {
          void save(codigo, value, current).then(() => {
            setTexto(null)
            notify(
              queuedEditNotice(
                'Disclaimer salvo',
                'Disclaimer salvo neste aparelho. Será enviado quando a conexão voltar.',
              ),
            )
          })
        }}
      >
        Salvar
      </Button>
    </div>
  )
}
