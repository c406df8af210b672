import { NativeSelect } from '@/components/ui/native-select'
import { useBpoOptions, useRegisterChoices } from '../registers-data'

export type EntryChoice = { id_categoria: number | null; id_departamento: number | null; id_fornecedor: number | null }

/** Category, cost centre and counterpart selects of an entry created from a statement line, and of a rule. */
export function EntryFields({
  office,
  value,
  onChange,
}: {
  office: number
  value: EntryChoice
  onChange: (patch: Partial<EntryChoice>) => void
}) {
  const categories = useBpoOptions(office).data?.categorias ?? []
  const departments = useRegisterChoices('departamentos', office) ?? []
  const providers = useRegisterChoices('fornecedores', office) ?? []
  const id = (v: string) => (v ? Number(v) : null)
  return (
    <>
      <NativeSelect
        aria-label="Categoria"
        value={value.id_categoria ?? ''}
        onChange={(e) => onChange({ id_categoria: id(e.target.value) })}
      >
        <option value="">Categoria…</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nome}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Departamento"
        value={value.id_departamento ?? ''}
        onChange={(e) => onChange({ id_departamento: id(e.target.value) })}
      >
        <option value="">Sem departamento</option>
        {departments.map((d) => (
          <option key={String(d.id)} value={String(d.id)}>
            {String(d.nome)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Fornecedor"
        value={value.id_fornecedor ?? ''}
        onChange={(e) => onChange({ id_fornecedor: id(e.target.value) })}
      >
        <option value="">Sem fornecedor</option>
        {providers.map((p) => (
          <option key={String(p.id)} value={String(p.id)}>
            {String(p.nome)}
          </option>
        ))}
      </NativeSelect>
    </>
  )
}
