/** A nested table of strings, like one subtree of translation.json. */
export interface Messages {
  [key: string]: string | Messages;
}

export type Vars = Record<string, string | number>;
export type Translate = (key: string, vars?: Vars) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A translator over one subtree of translation.json with i18next's conventions: `{{name}}`
 * placeholders and `_one`/`_other` (and e.g. French `_many`) plural keys chosen by `count`.
 * i18next itself would weigh more than the rest of the respondent page.
 */
export function createTranslator(language: string, messages: Messages, fallback: Messages): Translate {
  const plural = new Intl.PluralRules(language);
  const find = (key: string) => lookup(messages, key) ?? lookup(fallback, key);
  return (key, vars) => {
    let text: string | undefined;
    if (typeof vars?.count === "number") {
      text = find(`${key}_${plural.select(vars.count)}`) ?? find(`${key}_other`);
    }
    text ??= find(key) ?? key;
    return vars ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(vars[name] ?? match)) : text;
  };
}
