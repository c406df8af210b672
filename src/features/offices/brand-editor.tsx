import { useQuery } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { useState } from 'react'
import { WhitelabelDialog } from '@/components/dialogs/whitelabel-dialog'
import { Button, buttonVariants } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import type { ThemeAsset } from '@/contracts/brand'
import type { ThemeColorsData } from '@/contracts/theme'
import { ONLINE_ONLY_MESSAGE, useOnlineOnly } from '@/db/online-only'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'
import { hexColor } from '@/lib/validation'
import { DEFAULT_COLORS } from '../theme/apply-theme'
import { themeQueries } from '../theme/theme-api'
import { FormField } from './form-field'
import { useUploadThemeAsset } from './office-admin-api'
import { colorsSavedNotice, useOfficeColors, useSaveColors } from './office-colors'

const colorFields = [
  { key: 'primaria', label: 'Cor primária' },
  { key: 'secundaria', label: 'Cor secundária' },
  { key: 'nav_bg', label: 'Fundo do menu' },
  { key: 'nav_fg', label: 'Texto do menu' },
] as const
const assets: { kind: ThemeAsset; label: string }[] = [
  { kind: 'logo', label: 'Logo' },
  { kind: 'favicon', label: 'Favicon' },
  { kind: 'fundo_login', label: 'Fundo da tela de login' },
]

const ASSET_LIMIT_TEXT: Record<ThemeAsset, string> = { logo: '2 MB', favicon: '512 KB', fundo_login: '5 MB' }

type Props = { officeId: number; allowed: boolean }

/** Colours, logo, favicon and login background; white-label only for office users ('Função indisponível'). */
export function BrandEditor({ officeId, allowed }: Props) {
  const row = useOfficeColors(officeId)
  const saved = row?.cores
  const { data: theme } = useQuery(themeQueries.office(officeId))
  const [draft, setDraft] = useState<ThemeColorsData>({})
  const [blocked, setBlocked] = useState(false)
  const save = useSaveColors(officeId)
  const upload = useUploadThemeAsset(officeId)
  const value = (key: (typeof colorFields)[number]['key']) => draft[key] ?? saved?.[key] ?? ''
  const invalid = colorFields.some((f) => value(f.key) !== '' && hexColor(value(f.key)) !== true)

  const onlineOnly = useOnlineOnly()
  const guard = (action: () => void) => (allowed ? action() : setBlocked(true))
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {colorFields.map((f) => (
          <div key={f.key} className="flex items-end gap-2">
            <FormField
              id={`marca-${f.key}`}
              className="grid flex-1 gap-1.5"
              label={f.label}
              placeholder={DEFAULT_COLORS[f.key]}
              value={value(f.key)}
              error={value(f.key) && hexColor(value(f.key)) !== true ? 'Formato inválido' : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value.trim() }))}
            />
            <span
              aria-hidden
              className="mb-0.5 size-9 shrink-0 rounded border"
              style={{ background: hexColor(value(f.key)) === true ? value(f.key) : DEFAULT_COLORS[f.key] }}
            />
          </div>
        ))}
      </div>
      <div>
        <Button
          disabled={invalid}
          onClick={() =>
            guard(
              () =>
                void save(row, { ...saved, ...draft }).then(() => {
                  setDraft({})
                  notify(colorsSavedNotice())
                }),
            )
          }
        >
          Salvar cores
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {assets.map((a) => (
          <div key={a.kind} className="grid gap-2 rounded-lg border p-3">
            <Label htmlFor={`arquivo-${a.kind}`}>{a.label}</Label>
            {theme?.[a.kind] ? (
              <img
                src={theme[a.kind] ?? undefined}
                alt={a.label}
                className="h-16 w-full rounded bg-muted object-contain"
              />
            ) : (
              <p className="grid h-16 place-items-center rounded bg-muted text-xs text-muted-foreground">Padrão</p>
            )}
            <input
              id={`arquivo-${a.kind}`}
              type="file"
              accept={`image/png,image/jpeg,image/webp${a.kind === 'favicon' ? ',image/x-icon' : ''}`}
              className="peer sr-only"
              disabled={onlineOnly.disabled}
              onClick={(e) => {
                if (!allowed) {
                  e.preventDefault()
                  setBlocked(true)
                }
              }}
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file)
                  upload.mutate(
                    { kind: a.kind, file },
                    { onSuccess: () => notify({ text: `${a.label} enviado`, color: 'success' }) },
                  )
              }}
            />
            <label
              htmlFor={`arquivo-${a.kind}`}
              title={onlineOnly.title}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                onlineOnly.disabled && 'pointer-events-none opacity-50',
              )}
            >
              <Upload /> Enviar imagem
            </label>
            <p className="text-xs text-muted-foreground">PNG, JPEG ou WebP · até {ASSET_LIMIT_TEXT[a.kind]}</p>
          </div>
        ))}
      </div>
      {onlineOnly.disabled ? (
        <p className="text-xs text-muted-foreground">
          Imagens: {ONLINE_ONLY_MESSAGE.toLowerCase()}. As cores são salvas neste aparelho e enviadas depois.
        </p>
      ) : null}
      <WhitelabelDialog open={blocked} onOpenChange={setBlocked} />
    </div>
  )
}
