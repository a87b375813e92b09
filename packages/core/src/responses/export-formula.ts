/**
 * A text cell made safe to open in a spreadsheet: one that starts with = + - @ tab or carriage
 * return gets a leading single quote, so Excel, LibreOffice and Sheets show it as text instead of
 * running it (OWASP "CSV injection"). Only text is passed here: a real number (−2 from a number
 * question) is no formula.
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
