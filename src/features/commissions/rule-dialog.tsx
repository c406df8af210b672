import { type FormEvent, useId, useState } from 'react'
import { FieldError, FormDialogFooter } from '@/components/dialogs/form-parts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ValidityFields } from '@/components/validity-fields'
import { type CommissionRule, ruleFields } from '@/contracts/commissions'
import { applyCurrencyMask } from '@/lib/masks'
import { isoMonth, yearMonthOf } from '@/lib/month-range'
import { useSaveRule } from './data'
import { candidateOf, formOf, type RuleForm, type Scope } from './rule-form'
import { SplitEditor, TiersEditor } from './rule-lists'

type Options = {
  areas: { id: number; nome: string }[]
  profissionais: { id: number; nome: string }[]
  equipes: { id: number; nome: string }[]
}
type Props = { office: number; rule: CommissionRule | null; options: Options; onClose: () => void }

/** Create or edit a commission model: scope, base, tiers, minimum, clawback, team split and validity. */
export function RuleDialog({ office, rule, options, onClose }: Props) {
  const id = useId()
  const [form, setForm] = useState<RuleForm>(() => formOf(rule, isoMonth(yearMonthOf(new Date()))))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveRule(office)
  const set = (patch: Partial<RuleForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    save.reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = ruleFields.safeParse(candidateOf(form))
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      return setErrors(next)
    }
    setErrors({})
    save.mutate({ rule, fields: parsed.data }, { onSuccess: onClose })
  }
  const people = form.escopo === 'equipe' ? options.equipes : options.profissionais
  const f = (name: string) => `${id}-${name}`
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{rule ? 'Editar regra de comissão' : 'Nova regra de comissão'}</DialogTitle>
          <DialogDescription>
            A regra mais específica vale: a do profissional, depois a da equipe, depois a de todos; e a de um produto
            antes da de todos os produtos.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={f('nome')}>Nome</Label>
            <Input id={f('nome')} value={form.nome} onChange={(e) => set({ nome: e.target.value })} />
            <FieldError id={`${f('nome')}-erro`} text={errors.nome} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={f('area')}>Produto (área de receita)</Label>
            <NativeSelect id={f('area')} value={form.area} onChange={(e) => set({ area: e.target.value })}>
              <option value="">Todos os produtos</option>
              {options.areas.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.nome}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={f('base')}>Base de cálculo</Label>
            <NativeSelect
              id={f('base')}
              value={form.base}
              onChange={(e) => set({ base: e.target.value === 'liquida' ? 'liquida' : 'bruta' })}
            >
              <option value="bruta">Receita bruta</option>
              <option value="liquida">Receita líquida (após deduções)</option>
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={f('escopo')}>Quem recebe</Label>
            <NativeSelect
              id={f('escopo')}
              value={form.escopo}
              onChange={(e) => set({ escopo: e.target.value as Scope, pessoa: '', divisao: [] })}
            >
              <option value="todos">Todos os profissionais</option>
              <option value="profissional">Um profissional</option>
              <option value="equipe">Uma equipe</option>
            </NativeSelect>
          </div>
          {form.escopo !== 'todos' ? (
            <div className="grid content-start gap-1.5">
              <Label htmlFor={f('pessoa')}>{form.escopo === 'equipe' ? 'Equipe' : 'Profissional'}</Label>
              <NativeSelect id={f('pessoa')} value={form.pessoa} onChange={(e) => set({ pessoa: e.target.value })}>
                <option value="">Escolha</option>
                {people.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.nome}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id={`${f('pessoa')}-erro`} text={errors.id_profissional ?? errors.id_equipe} />
            </div>
          ) : (
            <div className="hidden sm:block" />
          )}
          <div className="sm:col-span-2">
            <TiersEditor tiers={form.faixas} onChange={(faixas) => set({ faixas })} />
            <FieldError id={`${f('faixas')}-erro`} text={errors.faixas} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={f('minimo')}>Mínimo garantido no mês</Label>
            <Input
              id={f('minimo')}
              placeholder="R$ 0,00"
              value={form.minimo}
              onChange={(e) => set({ minimo: applyCurrencyMask(e.target.value) })}
            />
            <FieldError id={`${f('minimo')}-erro`} text={errors.minimo_centavos} />
          </div>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={form.estorno}
              onChange={(e) => set({ estorno: e.target.checked })}
            />
            Descontar estornos de receita (clawback)
          </label>
          {form.escopo === 'equipe' ? (
            <div className="sm:col-span-2">
              <SplitEditor
                parts={form.divisao}
                people={options.profissionais}
                onChange={(divisao) => set({ divisao })}
              />
              <FieldError id={`${f('divisao')}-erro`} text={errors.divisao} />
            </div>
          ) : null}
          <ValidityFields
            id={id}
            inicio={form.inicio}
            fim={form.fim}
            errors={{ inicio: errors.vigencia_inicio, fim: errors.vigencia_fim }}
            onChange={set}
          />
          <FormDialogFooter error={save.error?.message} saving={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
