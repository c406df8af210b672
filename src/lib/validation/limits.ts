// Business limits of SPEC §9.

/** Minimum fee, R$ 2,99, in centavos. */
export const MIN_FEE_CENTAVOS = 299n

/** Minimum percentage, 0,01 %, in hundredths of a percent. */
export const MIN_PERCENTAGE_HUNDREDTHS = 1n

/** Default maximum size of each uploaded file, in MB (1 MB = 1024 × 1024 bytes). */
export const UPLOAD_MAX_MB = 15

/**
 * Longest DRE download span, counting both ends (01/2026 to 06/2026 is 6 months).
 * The spec reports two readings, 5 and 6 months: "end minus start at most 5" and "at most 6 months
 * counting both ends" are the same rule, so we keep one constant, the one the message quotes.
 */
export const DRE_DOWNLOAD_MAX_MONTHS = 6
