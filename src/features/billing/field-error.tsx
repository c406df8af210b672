/** A field's pt-BR error under it (nothing when there is none). */
export const FieldError = ({ text }: { text: string | undefined }) =>
  text ? <p className="text-xs text-danger">{text}</p> : null
