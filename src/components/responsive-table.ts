/**
 * A table on a phone: the columns a user can read without sideways scrolling stay; the others (`wideColumn`, shown
 * from 640 px on) fold under the row's first cell, in an element shown only on a phone (`phoneOnly`).
 */
export const wideColumn = 'hidden sm:table-cell'
export const phoneOnly = 'sm:hidden'
