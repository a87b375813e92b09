import {
  checkContactForm,
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_KIND,
  CONTACT_KIND_FIELD,
  CONTACT_LIMITS,
  knownFieldCode,
  markEmptyFields,
  type ContactError,
  type ContactField,
  type ContactMessage,
  type ContactPageState,
} from "@sondar/core/site/contact-form";
import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Notice } from "../../../components/ui/notice";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useSitePath } from "../use-site-path";
import { sendContactForm } from "./send-contact-form";

type State = { kind: "idle" } | { kind: "submitting" } | { kind: "sent" } | { kind: "failed"; errors: ContactError[] };

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };
const TEXTAREA =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500";
/** How long typing rests before the characters left are read out. */
const ANNOUNCE_AFTER_MS = 600;

const fieldId = (field: ContactField) => `contact-${field}`;

/** The first field, in the form's order, that `errors` mark. */
const firstFieldOf = (errors: readonly ContactError[]) =>
  CONTACT_FIELDS.find((field) => errors.some((error) => error.field === field));

/** The state a page starts in: as the server left a form posted to it without JavaScript, or idle. */
function initialState(posted: ContactPageState | undefined): State {
  if (!posted) return { kind: "idle" };
  if ("sent" in posted) return { kind: "sent" };
  return { kind: "failed", errors: markEmptyFields(posted.errors, posted.values) };
}

/**
 * The contact form (docs/product/public-site.md#contact): idle, submitting ('Sending...'),
 * sent ('Message Sent!' in place of the form) or failed, with each field's errors under it as
 * '{Field} {messages}', the first such field focused, and the form's own under 'There was a
 * problem sending your message'. Core's check runs before sending, the same the server runs.
 * Without JavaScript the form posts to the page itself, which the server answers with the
 * outcome, `posted` (docs/decisions/153-contact-form-without-javascript.md).
 */
export function ContactForm({ posted }: { posted?: ContactPageState | undefined }) {
  const { t, i18n } = useTranslation();
  const { pathTo } = useSitePath();
  const [values, setValues] = useState<ContactMessage>(posted && "values" in posted ? posted.values : EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [state, setState] = useState<State>(() => initialState(posted));
  // A refusal in this page moves the focus to the first field it marks (a page the server
  // answered has its first one focused by `autoFocus`).
  const focusFirstInvalid = useRef(false);

  const errors = state.kind === "failed" ? state.errors : [];
  const fieldErrors = (field: ContactField) => errors.filter((error) => error.field === field);
  const firstInvalid = firstFieldOf(errors);
  const [postedFirstInvalid] = useState(() => (state.kind === "failed" ? firstInvalid : undefined));

  useEffect(() => {
    if (!focusFirstInvalid.current) return;
    focusFirstInvalid.current = false;
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  });

  function refuse(refused: ContactError[], sent: ContactMessage) {
    setState({ kind: "failed", errors: markEmptyFields(refused, sent) });
    focusFirstInvalid.current = true;
  }

  /** A field being corrected no longer shows its errors, nor the form its emptiness. */
  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setState((current) =>
      current.kind === "failed"
        ? { kind: "failed", errors: current.errors.filter((error) => error.field !== field && error.code !== "EMPTY") }
        : current,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContactForm(values);
    if (!checked.ok) return refuse(checked.errors, values);
    setState({ kind: "submitting" });
    const outcome = await sendContactForm({ ...checked.message, [CONTACT_HONEYPOT_FIELD]: honeypot }, i18n.language);
    if (outcome.sent) setState({ kind: "sent" });
    else refuse(outcome.errors, values);
  }

  if (state.kind === "sent") {
    return (
      <div role="status" className="flex flex-col items-center py-10 text-center">
        <CheckCircle2 aria-hidden className="h-12 w-12 text-emerald-600 dark:text-emerald-400" />
        <h2 className="mt-4 text-2xl font-bold">{t("contact.sentTitle")}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t("contact.sentBody")}</p>
        <Button asChild variant="secondary" className="mt-6">
          {/* A link, so it works without JavaScript too: the page again, empty. */}
          <a
            href={pathTo("contact")}
            onClick={(event) => {
              event.preventDefault();
              setValues(EMPTY);
              setState({ kind: "idle" });
            }}
          >
            {t("contact.sendAnother")}
          </a>
        </Button>
      </div>
    );
  }

  const formErrors = errors.filter((error) => !error.field || !(CONTACT_FIELDS as readonly string[]).includes(error.field));
  const formMessage = (error: ContactError) => {
    if (error.code === "NETWORK") return t("contact.network");
    if (error.code === "UNEXPECTED") return t("contact.unexpected");
    return i18n.exists(`contact.formCodes.${error.code}`) ? t(`contact.formCodes.${error.code}`) : error.message;
  };
  const fieldMessage = (field: ContactField) => {
    const tooLong = values[field].trim().length > CONTACT_LIMITS[field];
    const messages = fieldErrors(field).map((error) => {
      const code = knownFieldCode(error.code);
      if (code === "TYPE_TEXT" && tooLong) return t("contact.fieldTooLong", { limit: CONTACT_LIMITS[field] });
      return code === "UNSPECIFIED" && error.message ? error.message : t(`contact.fieldCodes.${code}`);
    });
    return t("contact.fieldError", { field: t(`contact.fields.${field}`), messages: [...new Set(messages)].join(", ") });
  };
  const submitting = state.kind === "submitting";

  return (
    <form method="post" action={pathTo("contact")} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {formErrors.length > 0 && (
        <Notice tone="error" title={t("contact.problem")}>
          <ul>
            {formErrors.map((error, index) => (
              <li key={index}>{formMessage(error)}</li>
            ))}
          </ul>
        </Notice>
      )}
      <input type="hidden" name={CONTACT_KIND_FIELD} value={CONTACT_KIND} />
      {CONTACT_FIELDS.map((field) => {
        const invalid = fieldErrors(field).length > 0;
        const errorId = `${fieldId(field)}-error`;
        const hintId = field === "message" ? `${fieldId(field)}-hint` : undefined;
        const common = {
          id: fieldId(field),
          name: field,
          value: values[field],
          required: true,
          placeholder: t(`contact.placeholders.${field}`),
          "aria-invalid": invalid,
          "aria-describedby": [invalid ? errorId : undefined, hintId].filter(Boolean).join(" ") || undefined,
          // A page the server answered with errors (no JavaScript needed) starts on the first one.
          autoFocus: field === postedFirstInvalid,
          disabled: submitting,
        };
        return (
          <div key={field}>
            <Label htmlFor={fieldId(field)}>{t(`contact.fields.${field}`)}</Label>
            {field === "message" ? (
              <>
                <p id={hintId} className="mb-1.5 text-sm text-slate-600 dark:text-slate-400">
                  {t("contact.messageHint", { limit: CONTACT_LIMITS.message })}
                </p>
                <textarea {...common} rows={5} className={TEXTAREA} onChange={(event) => change(field, event.target.value)} />
                <CharactersLeft text={values.message} limit={CONTACT_LIMITS.message} />
              </>
            ) : (
              <Input
                {...common}
                type={field === "email" ? "email" : "text"}
                autoComplete={field === "name" ? "name" : field === "email" ? "email" : "off"}
                onChange={(event) => change(field, event.target.value)}
              />
            )}
            {invalid && (
              <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
                {fieldMessage(field)}
              </p>
            )}
          </div>
        );
      })}
      {/* Off screen and out of the tab order: people never fill it in, form-filling bots do. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("contact.honeypot")}</label>
        <input
          id="contact-website"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        <Send aria-hidden className="h-4 w-4" />
        {submitting ? t("contact.sending") : t("contact.send")}
      </Button>
    </form>
  );
}

/**
 * The characters left (or over) under the message, as typed; a screen reader hears the count
 * once typing rests, not at every key, and not before anything is typed.
 */
function CharactersLeft({ text, limit }: { text: string; limit: number }) {
  const { t } = useTranslation();
  const left = limit - text.trim().length;
  const said = left >= 0 ? t("contact.charactersLeft", { count: left }) : t("contact.charactersOver", { count: -left });
  const typed = useDebouncedValue(text === "" ? "" : said, ANNOUNCE_AFTER_MS);
  return (
    <>
      <p
        aria-hidden
        className={
          left >= 0
            ? "mt-1.5 text-sm text-slate-600 dark:text-slate-400"
            : "mt-1.5 text-sm font-medium text-red-700 dark:text-red-400"
        }
      >
        {said}
      </p>
      <p className="sr-only" aria-live="polite">
        {typed}
      </p>
    </>
  );
}
