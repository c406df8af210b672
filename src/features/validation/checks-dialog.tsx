import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import type { CheckSetting } from '@/contracts/validation'
import { alertChecks } from '@/contracts/validation-paths'
import { useOnlineOnly } from '@/db/online-only'
import { useSaveCheck, validationQueries } from './queries'

/** 'Verificações': each check of the office on or off, with its option (§3 checks with options). */
export function ChecksDialog({ office, onClose }: { office: number; onClose: () => void }) {
  const { data } = useQuery(validationQueries.checks(office))
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Verificações</DialogTitle>
          <DialogDescription>Escolha quais alertas o escritório acompanha e o limite de cada um.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {data
            ? alertChecks.map((check) => {
                const setting = data.find((s) => s.codigo === check.codigo)
                return setting ? (
                  <CheckRow key={`${check.codigo}-${setting.version}`} office={office} setting={setting} />
                ) : null
              })
            : null}
        </div>
      </DialogContent>
    </Dialog>
  )
}

function CheckRow({ office, setting }: { office: number; setting: CheckSetting }) {
  const check = alertChecks.find((c) => c.codigo === setting.codigo)
  const [ativo, setAtivo] = useState(setting.ativo)
  const [opcao, setOpcao] = useState(String(setting.opcao))
  const save = useSaveCheck(office)
  const onlineOnly = useOnlineOnly()
  if (!check) return null
  const value = Number(opcao)
  const valid = Number.isInteger(value) && value >= check.opcao.min && value <= check.opcao.max
  const changed = ativo !== setting.ativo || value !== setting.opcao
  const id = `opcao-${check.codigo}`
  return (
    <fieldset className="grid gap-2 rounded-lg border p-3" data-testid={`verificacao-${check.codigo}`}>
      <legend className="px-1 text-sm font-medium">{check.titulo}</legend>
      <p className="text-xs text-muted-foreground">{check.descricao}</p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={ativo} onChange={(e) => setAtivo(e.target.checked)} className="size-4" />
        Verificação ativa
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={id} className="text-xs font-medium">
            {check.opcao.rotulo} ({check.opcao.min} a {check.opcao.max})
          </label>
          <Input
            id={id}
            inputMode="numeric"
            value={opcao}
            onChange={(e) => setOpcao(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!valid}
            className="w-28"
          />
        </div>
        <Button
          size="sm"
          disabled={!valid || !changed || save.isPending || onlineOnly.disabled}
          title={onlineOnly.title}
          onClick={() => save.mutate({ check: setting, ativo, opcao: value })}
        >
          Salvar
        </Button>
      </div>
      {valid ? null : (
        <p className="text-xs text-danger">
          Informe um número de {check.opcao.min} a {check.opcao.max}.
        </p>
      )}
    </fieldset>
  )
}
