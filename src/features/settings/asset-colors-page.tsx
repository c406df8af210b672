import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { notify } from '@/lib/notify'
import { hexColor } from '@/lib/validation'
import { colorsSavedNotice, useOfficeColors, useSaveColors } from '../offices/office-colors'
import { currentOfficeStore } from '../offices/office-store'
import { SettingsTabs } from './settings-tabs'

/** §3 asset classes and their default colours. */
export const ASSET_CLASSES: Record<string, string> = {
  Multimercado: '#7c3aed',
  Internacional: '#0891b2',
  'Renda Variável': '#dc2626',
  'Fundo Imobiliário': '#ca8a04',
  'RF Pós-Fixado': '#2563eb',
  'RF Inflação': '#16a34a',
  'RF Pré-Fixado': '#0d9488',
  'RF IGP-M': '#65a30d',
  COE: '#db2777',
  'Fundo de Previdência': '#9333ea',
  Caixa: '#64748b',
  Alternativos: '#ea580c',
}
const BANKS: Record<string, string> = {
  XP: '#111827',
  BTG: '#1e3a8a',
  Itaú: '#ea580c',
  Bradesco: '#dc2626',
  'Banco do Brasil': '#facc15',
}

/** /settings/actives: the colour of each asset class and bank in the office's charts. */
export function AssetColorsPage() {
  const office = currentOfficeStore.use()
  return (
    <div>
      <PageHeader
        title="Configurações"
        description="Cores das classes de ativos e dos bancos nos gráficos do escritório"
      />
      <SettingsTabs />
      {office ? (
        <Editor key={office.id} officeId={office.id} />
      ) : (
        <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
      )}
    </div>
  )
}

function Editor({ officeId }: { officeId: number }) {
  const row = useOfficeColors(officeId)
  const saved = row?.cores
  const [classes, setClasses] = useState<Record<string, string>>({})
  const [bancos, setBancos] = useState<Record<string, string>>({})
  const save = useSaveColors(officeId)
  const merged = (
    defaults: Record<string, string>,
    stored: Record<string, string> | undefined,
    draft: Record<string, string>,
  ) => Object.fromEntries(Object.keys(defaults).map((k) => [k, draft[k] ?? stored?.[k] ?? defaults[k]]))
  const allClasses = merged(ASSET_CLASSES, saved?.classes, classes)
  const allBanks = merged(BANKS, saved?.bancos, bancos)
  const invalid = [...Object.values(allClasses), ...Object.values(allBanks)].some((v) => hexColor(v) !== true)
  const group = (
    title: string,
    values: Record<string, string>,
    set: (f: (d: Record<string, string>) => Record<string, string>) => void,
  ) => (
    <fieldset className="rounded-lg border bg-card p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {Object.entries(values).map(([name, color]) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input
              type="color"
              value={hexColor(color) === true ? color : '#000000'}
              onChange={(e) => set((d) => ({ ...d, [name]: e.target.value }))}
              className="h-8 w-9 cursor-pointer rounded border"
              aria-label={`Cor de ${name}`}
            />
            <span className="flex-1 truncate">{name}</span>
            <Input
              value={color}
              onChange={(e) => set((d) => ({ ...d, [name]: e.target.value }))}
              className="h-8 w-24 font-mono text-xs"
              aria-label={`Código da cor de ${name}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
  return (
    <div className="grid gap-4">
      {group('Classes de ativos', allClasses, setClasses)}
      {group('Bancos', allBanks, setBancos)}
      <Button
        className="justify-self-start"
        disabled={invalid}
        onClick={() =>
          void save(row, { ...saved, classes: allClasses, bancos: allBanks }).then(() => {
            setClasses({})
            setBancos({})
            notify(colorsSavedNotice())
          })
        }
      >
        Salvar cores
      </Button>
    </div>
  )
}
