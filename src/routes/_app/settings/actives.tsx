import { createFileRoute } from '@tanstack/react-router'
import { AssetColorsPage } from '@/features/settings/asset-colors-page'

export const Route = createFileRoute('/_app/settings/actives')({ component: AssetColorsPage })
