/**
 * A text cell made safe to open in a spreadsheet: one that starts with = + - @ tab or carriage
 * return gets a leading single quote, so Excel, LibreOffice and Sheets show it as text instead of
 * running it (OWASP "CSV injection"). Only text is passed here: a real number (−2 from a number
 * question) is no formula. XLSX cells have fixed bounds, so their start is all that matters.
 */
export function neutraliseFormula(value: string): string {
  // Called for every cell of large exports: a switch on the first code unit, no allocation.
  switch (value.charCodeAt(0)) {
    case 0x3d: // =
    case 0x2b: // +
    case 0x2d: // -
    case 0x40: // @
    case 0x09: // tab
    case 0x0d: // carriage return
      return `'${value}`;
    default:
      return value;
  }
}

// A separator or line break followed by one of the characters above.
const HAS_CELL_START_INSIDE = /[,;\n\r][=+\-@\t\r]/;
const CELL_START_INSIDE = /([,;\n\r])(?=[=+\-@\t\r])/g;

/**
 * A CSV cell made safe the same way, at its start and at every point inside it where a
 * spreadsheet could start a new cell: OWASP warns that a separator lets text begin a cell
 * mid-value. Our quoting only holds for a reader that splits on commas; Excel in a locale whose
 * list separator is ";" splits `x;=HYPERLINK(…)` at the semicolon, and at the line breaks of a
 * quoted cell, since for it the quote is not at the start of a field. So a quote also goes
 * after every comma, semicolon and line break that a formula character follows.
 */
export function neutraliseCsvFormula(value: string): string {
  const safe = neutraliseFormula(value);
  // Almost no cell needs it, and testing first is several times cheaper than always replacing.
  return HAS_CELL_START_INSIDE.test(safe) ? safe.replace(CELL_START_INSIDE, "$1'") : safe;
}
