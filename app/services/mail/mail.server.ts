import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { mailQuote } from "~/lib/account-rules";
import type { Locale } from "~/lib/locale";
import type { MessageKey } from "~/lib/messages";
import { enqueueMail } from "~/models/mail-queue.server";
import { getEnv } from "~/utils/env.server";
import { getT } from "~/utils/i18n.server";
import type { DB } from "../../../db/client";
import { mailStartupNotice, mayLogMailLinks, smtpOptions } from "./delivery";

// Mail, one module in app/services/mail/: this file composes, queues and sends (nodemailer); worker.server.ts
// sends the queue; delivery.ts holds the pure rules (SMTP options, retries); the queue's SQL is
// app/models/mail-queue.server.ts. Callers queue mail (`queueMail`); the worker sends it after the answer
// with `sendMail`. With SMTP_URL, to that server; without it, each message is
// written as an .eml file under MAIL_OUTBOX (default ./data/mail). Links in mails are single-use secrets:
// they are logged only with the embedded database (no DATABASE_URL), so a newcomer can follow them.

export type Mail = { to: string; subject: string; text: string; html: string };

let transport: Transporter | undefined;
let transportUrl: string | undefined;

function smtpTransport(url: string) {
  if (!transport || transportUrl !== url) {
    transport = nodemailer.createTransport(smtpOptions(url));
    transportUrl = url;
  }
  return transport;
}

export function mailOutbox(): string {
  return path.resolve(getEnv().MAIL_OUTBOX);
}

/** The line the server logs about mail at start: a WARNING when mail is only written to the outbox. */
export function mailStartupMessage(): string {
  return mailStartupNotice({ SMTP_URL: getEnv().SMTP_URL, outbox: mailOutbox() });
}

// Kept on globalThis: server.ts starts the worker from the source modules while routes run in the Remix
// build (or Vite's module graph in development), so each has its own copy of this module.
const LISTENERS = Symbol.for("cocktail-atlas.mail-queued");
const registry = globalThis as typeof globalThis & { [LISTENERS]?: Set<() => void> };
registry[LISTENERS] ??= new Set();
const queuedListeners: Set<() => void> = registry[LISTENERS];

/** Called after a mail was queued (the worker listens, to send it at once); returns the unsubscriber. */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Tells the worker that mail is waiting. `queueMail` does this itself, except inside a transaction. */
export function nudgeMailWorker(): void {
  for (const listener of queuedListeners) listener();
}

/**
 * Queues a mail; the worker sends it within a moment, retrying while the mail server is away. Pass a
 * transaction to queue the mail only if the transaction commits; then call `nudgeMailWorker()` after the
 * commit (before it the row is invisible to the worker, which would otherwise find it at its next poll).
 */
export async function queueMail(db: DB, mail: Mail): Promise<void> {
  await enqueueMail(db, mail);
  if (!db.isTransaction) nudgeMailWorker();
}

/** Hands one mail to the mail server (or the outbox folder); throws when the server refuses or is away. */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  const message = {
    from: env.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message);
    return;
  }
  const outbox = mailOutbox();
  fs.mkdirSync(outbox, { recursive: true });
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  fs.writeFileSync(file, info.message as Buffer);
  const where = path.relative(process.cwd(), file);
  if (mayLogMailLinks(env)) {
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    console.log(`[mail] to ${mail.to}: "${mail.subject}" saved in ${where} ${links.join(" ")}`);
  } else {
    console.log(`[mail] "${mail.subject}" saved in ${where}`);
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type MailKind =
  | "confirm"
  | "exists"
  | "reset"
  | "changed"
  | "deleted"
  | "brandConfirm"
  | "brandClaim"
  | "brandInvite";

const PARTS: Record<MailKind, { subject: MessageKey; text: MessageKey; after?: MessageKey }> = {
  confirm: { subject: "mail.confirmSubject", text: "mail.confirmText", after: "mail.confirmIgnore" },
  exists: { subject: "mail.existsSubject", text: "mail.existsText", after: "mail.existsIgnore" },
  reset: { subject: "mail.resetSubject", text: "mail.resetText", after: "mail.resetIgnore" },
  changed: { subject: "mail.changedSubject", text: "mail.changedText", after: "mail.changedWarning" },
  deleted: { subject: "mail.deletedSubject", text: "mail.deletedText" },
  brandConfirm: {
    subject: "mail.brandConfirmSubject",
    text: "mail.brandConfirmText",
    after: "mail.brandConfirmIgnore",
  },
  brandClaim: {
    subject: "mail.brandClaimSubject",
    text: "mail.brandClaimText",
    after: "mail.brandClaimIgnore",
  },
  brandInvite: {
    subject: "mail.brandInviteSubject",
    text: "mail.brandInviteText",
    after: "mail.brandInviteIgnore",
  },
};

/** Someone's text a mail may show, each under its label. */
export type QuotedField = "brand" | "inviter";

const FIELD_LABELS: Record<QuotedField, MessageKey> = {
  brand: "mail.fieldBrand",
  inviter: "mail.fieldInviter",
};

/**
 * A mail of the given kind in the user's language, as text and HTML; `link` is the action's URL.
 *
 * Subject, greeting and running text come from the catalogue alone: no name or other text someone typed is
 * ever part of them (a name like "customer,\n\nYour bank account was charged …" would otherwise speak with the
 * site's voice). Such text appears only in `quoted`: below an introduction that says it was entered on the
 * site, each value on a line of its own, after its label and inside quotation marks, made one short line
 * (`mailQuote`), and escaped in the HTML part.
 */
export async function composeMail(
  kind: MailKind,
  locale: Locale,
  to: string,
  link?: string,
  quoted?: Partial<Record<QuotedField, string>>,
): Promise<Mail> {
  const t = await getT(locale);
  const parts = PARTS[kind];
  const tr = (key: MessageKey): string => t(key);
  const fields = Object.entries(quoted ?? {}).flatMap(([field, value]) =>
    value === undefined
      ? []
      : [
          `${tr(FIELD_LABELS[field as QuotedField])}: ${tr("mail.quoteOpen")}${mailQuote(value)}${tr("mail.quoteClose")}`,
        ],
  );
  const paragraphs = [
    tr("mail.greeting"),
    tr(parts.text),
    ...(link ? [link] : []),
    ...(fields.length > 0 ? [[tr("mail.quotedIntro"), ...fields].join("\n")] : []),
    ...(parts.after ? [tr(parts.after)] : []),
    tr("mail.signature"),
  ];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">${paragraphs
    .map((p) =>
      p === link
        ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`,
    )
    .join("")}</body></html>`;
  return { to, subject: tr(parts.subject), text: paragraphs.join("\n\n"), html };
}

/** An absolute link to a page of the site, for mails. */
export function siteUrl(pathAndQuery: string): string {
  return `${new URL(getEnv().PUBLIC_URL).origin}${pathAndQuery}`;
}
