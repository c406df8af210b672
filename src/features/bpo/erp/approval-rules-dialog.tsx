import { useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
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
import { NativeSelect } from '@/components/ui/native-select'
import { planPaths } from '@/contracts/bpo-plan-paths'
import { type ApprovalRules, approvalRulesResponse, RULE_AMOUNT_REPEATED, RULES_MAX } from '@/contracts/bpo-plans'
import { billQueries } from '@/features/bpo/bills/bills-data'
import { ApiError, requestParsed } from '@/lib/api/client'
import { formatMoney } from '@/lib/format'
import { applyCurrencyMask, stripCurrencyMask } from '@/lib/masks'
import { useOnline } from '@/lib/online'
import { rulesQuery } from './approval-rules'

type Row = { acima_de: string; id_usuario: string }

type Props = { office: number; rules: ApprovalRules; onClose: () => void }

/**
 * Edits the office's approval rules: from which amount a payable waits for approval, and who approves it (any
 * gestor, or the gestor named). Online only: it changes what every payment needs, so it is saved at once or not.
 */
export function ApprovalRulesDialog({ office, rules, onClose }: Props) {
  const id = useId()
  const online = useOnline()
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<Row[]>(
    rules.regras.map((r) => ({ acima_de: formatMoney(BigInt(r.acima_de)), id_usuario: String(r.id_usuario ?? '') })),
  )
  const [dupla, setDupla] = useState(rules.dupla_acima_de === null ? '' : formatMoney(BigInt(rules.dupla_acima_de)))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const edit = (i: number, patch: Partial<Row>) => {
    setError(null)
    setRows((prev) => prev.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  }
  const save = async () => {
    const regras = rows.map((r) => ({
      acima_de: (stripCurrencyMask(r.acima_de) ?? 0n).toString(),
      id_usuario: r.id_usuario === '' ? null : Number(r.id_usuario),
    }))
    if (new Set(regras.map((r) => r.acima_de)).size !== regras.length) return setError(RULE_AMOUNT_REPEATED)
    setBusy(true)
    try {
      await requestParsed(approvalRulesResponse, 'PUT', planPaths.approvalRules(office), {
        body: {
          regras,
          dupla_acima_de: dupla === '' ? null : (stripCurrencyMask(dupla) ?? 0n).toString(),
          version: rules.version,
        },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      })
      // Which payables await approval follows the rules: the lists read them again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rulesQuery(office).queryKey }),
        queryClient.invalidateQueries({ queryKey: billQueries.all(office, 'pagar') }),
      ])
      onClose()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Não foi possível salvar. Tente novamente.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Regras de aprovação</DialogTitle>
          <DialogDescription>
            Uma conta a pagar acima do valor (ou um parcelamento, pelo total) aguarda o aprovador da maior regra que
            alcança. Abaixo de todas, não precisa de aprovação.
          </DialogDescription>
        </DialogHeader>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma regra: nenhum pagamento precisa de aprovação.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Regras">
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a rule is its row while it is edited
              <li key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2" data-testid="regra-aprovacao">
                <label className="grid gap-1 text-sm" htmlFor={`${id}-valor-${i}`}>
                  Acima de
                  <Input
                    id={`${id}-valor-${i}`}
                    inputMode="numeric"
                    className="text-right tabular"
                    value={r.acima_de}
                    onChange={(e) => edit(i, { acima_de: applyCurrencyMask(e.target.value) })}
                  />
                </label>
                <label className="grid gap-1 text-sm" htmlFor={`${id}-quem-${i}`}>
                  Aprovador
                  <NativeSelect
                    id={`${id}-quem-${i}`}
                    value={r.id_usuario}
                    onChange={(e) => edit(i, { id_usuario: e.target.value })}
                  >
                    <option value="">Qualquer gestor</option>
                    {rules.aprovadores.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.nome}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remover regra ${i + 1}`}
                  onClick={() => setRows((prev) => prev.filter((_, j) => j !== i))}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={rows.length >= RULES_MAX}
          onClick={() => setRows((prev) => [...prev, { acima_de: formatMoney(0n), id_usuario: '' }])}
        >
          <Plus /> Adicionar regra
        </Button>
        <div className="grid gap-1 text-sm">
          <label htmlFor={`${id}-dupla`}>Limite para dupla aprovação</label>
          <Input
            id={`${id}-dupla`}
            inputMode="numeric"
            className="text-right tabular sm:max-w-56"
            placeholder="Desligada"
            value={dupla}
            aria-describedby={`${id}-dupla-ajuda`}
            onChange={(e) => {
              setError(null)
              setDupla(e.target.value.trim() === '' ? '' : applyCurrencyMask(e.target.value))
            }}
          />
          <span id={`${id}-dupla-ajuda`} className="text-xs text-muted-foreground">
            Acima deste valor, dois gestores diferentes aprovam (nenhum deles quem registrou a conta). Em branco: uma
            aprovação basta.
          </span>
        </div>
        {error ? (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
        {online ? null : <p className="text-xs text-muted-foreground">Disponível apenas com conexão.</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Voltar
          </Button>
          <Button loading={busy} disabled={!online} onClick={() => void save()}>
            Salvar regras
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
