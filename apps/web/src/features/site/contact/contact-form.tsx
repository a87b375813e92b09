import {
  checkContactForm,
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  knownFieldCode,
  type ContactError,
  type ContactField,
  type ContactMessage,
} from "@sondar/core/site/contact-form";
import { CheckCircle2, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Notice } from "../../../components/ui/notice";
import { sendContactForm } from "./send-contact-form";

type State = { kind: "idle" } | { kind: "submitting" } | { kind: "sent" } | { kind: "failed"; errors: ContactError[] };

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };
const TEXTAREA =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500";

/**
 * The contact form (docs/product/public-site.md#contact): idle, submitting ('Sending...'),
 * sent ('Message Sent!' in place of the form) or failed, with each field's errors under it as
 * '{Field} {messages}' and the form's own under 'There was a problem sending your message'.
 * Core's check runs before sending, the same the server runs.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContactForm(values);
    if (!checked.ok) return setState({ kind: "failed", errors: checked.errors });
    setState({ kind: "submitting" });
    const outcome = await sendContactForm({ ...checked.message, [CONTACT_HONEYPOT_FIELD]: honeypot }, i18n.language);
    setState(outcome.sent ? { kind: "sent" } : { kind: "failed", errors: outcome.errors });
  }

  if (state.kind === "sent") {
    return (
      <div role="status" className="flex flex-col items-center py-10 text-center">
        <CheckCircle2 aria-hidden className="h-12 w-12 text-emerald-600 dark:text-emerald-400" />
        <h2 className="mt-4 text-2xl font-bold">{t("contact.sentTitle")}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t("contact.sentBody")}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            setValues(EMPTY);
            setState({ kind: "idle" });
          }}
        >
          {t("contact.sendAnother")}
        </Button>
      </div>
    );
  }

  const errors = state.kind === "failed" ? state.errors : [];
  const formErrors = errors.filter((error) => !error.field || !(CONTACT_FIELDS as readonly string[]).includes(error.field));
  const fieldErrors = (field: ContactField) => errors.filter((error) => error.field === field);
  const formMessage = (error: ContactError) => {
    if (error.code === "NETWORK") return t("contact.network");
    if (error.code === "UNEXPECTED") return t("contact.unexpected");
    return i18n.exists(`contact.formCodes.${error.code}`) ? t(`contact.formCodes.${error.code}`) : error.message;
  };
  const fieldMessage = (field: ContactField) => {
    const messages = fieldErrors(field).map((error) => {
      const code = knownFieldCode(error.code);
      return code === "UNSPECIFIED" && error.message ? error.message : t(`contact.fieldCodes.${code}`);
    });
    return t("contact.fieldError", { field: t(`contact.fields.${field}`), messages: [...new Set(messages)].join(", ") });
  };
  const submitting = state.kind === "submitting";

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {formErrors.length > 0 && (
        <Notice tone="error" title={t("contact.problem")}>
          <ul>
            {formErrors.map((error, index) => (
              <li key={index}>{formMessage(error)}</li>
            ))}
          </ul>
        </Notice>
      )}
      {CONTACT_FIELDS.map((field) => {
        const invalid = fieldErrors(field).length > 0;
        const common = {
          id: `contact-${field}`,
          name: field,
          value: values[field],
          required: true,
          maxLength: CONTACT_LIMITS[field],
          placeholder: t(`contact.placeholders.${field}`),
          "aria-invalid": invalid,
          "aria-describedby": invalid ? `contact-${field}-error` : undefined,
          disabled: submitting,
        };
        const change = (value: string) => setValues((current) => ({ ...current, [field]: value }));
        return (
          <div key={field}>
            <Label htmlFor={`contact-${field}`}>{t(`contact.fields.${field}`)}</Label>
            {field === "message" ? (
              <textarea {...common} rows={5} className={TEXTAREA} onChange={(event) => change(event.target.value)} />
            ) : (
              <Input
                {...common}
                type={field === "email" ? "email" : "text"}
                autoComplete={field === "name" ? "name" : field === "email" ? "email" : "off"}
                onChange={(event) => change(event.target.value)}
              />
            )}
            {invalid && (
              <p id={`contact-${field}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
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
