import { useEffect, useId, useState } from 'react'
import { MonthPicker } from '@/components/month-picker'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { parseCentavos } from '@/lib/format'
import { notify } from '@/lib/notify'
import { type BalanceKind, balanceNotice, useBalanceEdit } from './dfc-balances'

type Props = {
  office: number
  kind: BalanceKind | null
  accounts: { id: number; nome: string }[]
  defaults: { account: number | null; month: string | null }
  onClose: () => void
}

const titles: Record<BalanceKind, { title: string; text: string }> = {
  'balance-initial': {
    title: 'Saldo inicial',
    text: 'O saldo de abertura da conta no mês; os meses seguintes partem dele.',
  },
  'balance-adjustment': {
    title: 'Ajuste de saldo',
    text: 'Uma correção somada ao fluxo do mês (positiva ou negativa), por exemplo tarifas não lançadas.',
  },
}

/** Set or remove the opening balance or the adjustment of an account in a month. */
export function BalanceDialog({ office, kind, accounts, defaults, onClose }: Props) {
  const id = useId()
  const [account, setAccount] = useState<number | null>(defaults.account ?? accounts[0]?.id ?? null)
  const [month, setMonth] = useState<string | null>(defaults.month)
  const [value, setValue] = useState('')
  const [descricao, setDescricao] = useState('')
  const [touched, setTouched] = useState(false)
  const edit = useBalanceEdit(office)
  useEffect(() => {
    if (kind) {
      setAccount(defaults.account ?? accounts[0]?.id ?? null)
      setMonth(defaults.month)
      setValue('')
      setDescricao('')
      setTouched(false)
    }
  }, [kind, defaults.account, defaults.month, accounts])
  const centavos = parseCentavos(value)
  const valueError = value.trim() === '' ? 'Campo obrigatório' : centavos === null ? 'Formato inválido' : null
  const ready = account !== null && month !== null
  const run = (action: 'set' | 'remove') => {
    setTouched(true)
    if (!kind || !ready || (action === 'set' && centavos === null)) return
    // Queued in the outbox: applied and sent now when online, kept on this device and sent later when not.
    const input = { id_conta_corrente: account, mes: month, valor: centavos ?? 0n, descricao: descricao || undefined }
    void edit(action, kind, input).then(() => {
      notify(balanceNotice(action, kind))
      onClose()
    })
  }
  const info = kind ? titles[kind] : null
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{info?.title}</DialogTitle>
          <DialogDescription>{info?.text}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-conta`}>Conta corrente</Label>
            <NativeSelect id={`${id}-conta`} value={account ?? ''} onChange={(e) => setAccount(Number(e.target.value))}>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.nome}
                </option>
              ))}
            </NativeSelect>
          </div>
          <MonthPicker label="Mês" value={month} onChange={setMonth} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-valor`}>Valor (R$)</Label>
            <Input
              id={`${id}-valor`}
              inputMode="decimal"
              placeholder="0,00"
              className="tabular"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={touched && valueError !== null}
            />
            {touched && valueError ? <p className="text-sm text-danger">{valueError}</p> : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-desc`}>Descrição (opcional)</Label>
            <Input id={`${id}-desc`} maxLength={200} value={descricao} onChange={(e) => setDescricao(e.target.value)} />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" className="text-danger sm:mr-auto" disabled={!ready} onClick={() => run('remove')}>
            Remover
          </Button>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={!ready} onClick={() => run('set')}>
            Salvar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
