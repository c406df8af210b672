import { openModal } from '@/components/dialogs/modal-store'
import type { VersionItem } from '@/contracts/financial'
import { formatCountOf, formatMoney, formatMonth, formatMonthRange } from '@/lib/format'

type Publishable = Pick<
  VersionItem,
  'nome_arquivo' | 'linhas' | 'competencia_inicio' | 'competencia_fim' | 'substitui'
> & {
  total_centavos?: string
}

const count = (n: number) => formatCountOf(n, 'lançamento', 'lançamentos')

/** The confirmation text: what the file brings and which current imported entries it turns into history. */
export function publishSummary(v: Publishable): string {
  const months =
    v.competencia_inicio === v.competencia_fim
      ? `da competência ${formatMonth(`${v.competencia_inicio}-01`)}`
      : `das competências ${formatMonthRange(v.competencia_inicio, v.competencia_fim)}`
  const brings = `“${v.nome_arquivo}” traz ${count(v.linhas)}${
    v.total_centavos === undefined ? '' : ` (total ${formatMoney(BigInt(v.total_centavos))})`
  }.`
  const replaced = v.substitui
    ? v.substitui.linhas === 0
      ? `Nenhum lançamento importado atual ${months} será substituído.`
      : `Substitui ${count(v.substitui.linhas)} importados atuais ${months} (total ${formatMoney(BigInt(v.substitui.total_centavos))}), que passam ao histórico.`
    : `Os lançamentos importados atuais ${months} passam ao histórico.`
  return `${brings}\n${replaced}\nLançamentos manuais e do BPO não mudam.`
}

/** Asks before publishing; `publish` runs with the modal's button loading and the modal closes after it. */
export function confirmPublish(v: Publishable, publish: () => Promise<unknown>): Promise<void> {
  return openModal({
    title: 'Publicar versão?',
    subtitle: 'O DRE passa a mostrar os valores desta versão.',
    text: publishSummary(v),
    buttons: [
      { text: 'Cancelar', variant: 'outline' },
      { text: 'Publicar', action: publish },
    ],
  })
}
