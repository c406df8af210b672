/** The cells of the area's tables: a muted header and a bordered body cell. */
export const head = 'border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
export const cell = 'border-b px-3 py-2 align-top'
