import type { z } from 'zod'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { NativeSelect } from '@/components/ui/native-select'
import type { CategoryConfig, resultLine } from '@/contracts/financial'
import { type CategoryEdit, useCategoryEdit } from './categorias-api'

type Line = z.infer<typeof resultLine>

const dfcGroups = [
  ['', 'Fora da DFC'],
  ['operacional', 'Operacional'],
  ['investimento', 'Investimento'],
  ['financiamento', 'Financiamento'],
  ['transferencia', 'Transferência entre contas'],
] as const

/** Each category with its DRE line, DFC group and flags; every change is saved at once (with its version). */
export function CategoriasTable({
  office,
  lines,
  categories,
}: {
  office: number
  lines: Line[]
  categories: CategoryConfig[]
}) {
  const edit = useCategoryEdit(office)
  const entryLines = lines.filter((l) => l.tipo === 'lancamento')
  const save = (c: CategoryConfig, change: Omit<CategoryEdit, 'id' | 'version'>) =>
    edit.mutate({ id: c.id, version: c.version, ...change })
  const busy = (c: CategoryConfig) => edit.isPending && edit.variables?.id === c.id
  return (
    <ScrollRegion label="Categorias" className="rounded-xl border bg-card shadow-sm">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Categorias">
        <thead>
          <tr className="text-left text-xs font-semibold text-muted-foreground">
            <th className="min-w-44 border-b bg-muted px-4 py-2">Categoria</th>
            <th className="w-72 min-w-56 border-b bg-muted px-4 py-2">Linha do DRE</th>
            <th className="w-56 min-w-44 border-b bg-muted px-4 py-2">Grupo da DFC</th>
            <th className="w-28 border-b bg-muted px-4 py-2 text-center">Rateável</th>
            <th className="w-28 border-b bg-muted px-4 py-2 text-center">Ignorada</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr
              key={c.id}
              aria-busy={busy(c) || undefined}
              className={c.ignorada ? 'text-muted-foreground' : undefined}
            >
              <td className="border-b px-4 py-1.5">
                {c.nome}
                {c.ignorada ? (
                  <Badge variant="muted" className="ml-2">
                    fora do DRE e da DFC
                  </Badge>
                ) : null}
              </td>
              <td className="border-b px-4 py-1.5">
                <NativeSelect
                  className="w-full"
                  aria-label={`Linha do DRE de ${c.nome}`}
                  value={c.id_linha_resultado ?? ''}
                  disabled={busy(c)}
                  onChange={(e) =>
                    save(c, { id_linha_resultado: e.target.value === '' ? null : Number(e.target.value) })
                  }
                >
                  <option value="">Fora do DRE</option>
                  {entryLines.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.nome}
                    </option>
                  ))}
                </NativeSelect>
              </td>
              <td className="border-b px-4 py-1.5">
                <NativeSelect
                  className="w-full"
                  aria-label={`Grupo da DFC de ${c.nome}`}
                  value={c.grupo_dfc ?? ''}
                  disabled={busy(c)}
                  onChange={(e) => save(c, { grupo_dfc: e.target.value === '' ? null : e.target.value })}
                >
                  {dfcGroups.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </td>
              <td className="border-b px-4 py-1.5 text-center">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  aria-label={`${c.nome} é rateável`}
                  checked={c.rateavel}
                  disabled={busy(c)}
                  onChange={(e) => save(c, { rateavel: e.target.checked })}
                />
              </td>
              <td className="border-b px-4 py-1.5 text-center">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  aria-label={`${c.nome} é ignorada`}
                  checked={c.ignorada}
                  disabled={busy(c)}
                  onChange={(e) => save(c, { ignorada: e.target.checked })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
