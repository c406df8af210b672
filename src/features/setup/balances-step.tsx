import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { SetupState } from '@/contracts/validation'
import { formatMoney, formatMonth } from '@/lib/format'
import { applyCurrencyMask, stripCurrencyMask } from '@/lib/masks'
import { useSetBalance } from './setup-data'

/** The opening balance of each account, in the month the office starts on the app (the DFC's 'Saldo inicial'). */
export function BalancesForm({ office, state, month }: { office: number; state: SetupState; month: string }) {
  return (
    <ul className="grid gap-3" aria-label="Saldos iniciais">
      {state.contas.map((c) => (
        <BalanceRow key={`${c.id}-${c.saldo}`} office={office} account={c} month={month} />
      ))}
    </ul>
  )
}

function BalanceRow(props: { office: number; account: SetupState['contas'][number]; month: string }) {
  const { account } = props
  const save = useSetBalance(props.office)
  const [text, setText] = useState(account.saldo === null ? '' : formatMoney(BigInt(account.saldo)))
  const centavos = stripCurrencyMask(text)
  const mes = account.saldo_mes ?? props.month
  const id = `saldo-${account.id}`
  return (
    <li className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <div className="min-w-0">
        <label htmlFor={id} className="block truncate text-sm font-medium">
          {account.nome}
        </label>
        <p className="text-xs text-muted-foreground">
          Saldo no início de {formatMonth(`${mes}-01`)}
          {account.saldo === null ? '' : ` · salvo: ${formatMoney(BigInt(account.saldo))}`}
        </p>
      </div>
      <Input
        id={id}
        inputMode="numeric"
        placeholder="R$ 0,00"
        value={text}
        onChange={(e) => setText(applyCurrencyMask(e.target.value))}
      />
      <Button
        variant="outline"
        disabled={save.isPending || centavos === null}
        onClick={() =>
          centavos !== null && save.mutate({ id_conta_corrente: account.id, mes, valor: centavos.toString() })
        }
      >
        Salvar saldo
      </Button>
    </li>
  )
}
