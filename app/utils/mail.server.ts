import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Locale } from "~/lib/locale";
import type { MessageKey } from "~/lib/messages";
import { getEnv } from "./env.server";
import { getT } from "./i18n.server";

// Mail through nodemailer. With SMTP_URL, to that server; without it, each message is written as an .eml
// file under MAIL_OUTBOX (default ./data/mail) and its links are logged, so a developer can follow them.

export type Mail = { to: string; subject: string; text: string; html: string };

let transport: Transporter | undefined;
let transportUrl: string | undefined;

function smtpTransport(url: string) {
  if (!transport || transportUrl !== url) {
    const options = new URL(url);
    transport = nodemailer.createTransport({
      host: options.hostname,
      port: Number(options.port) || (options.protocol === "smtps:" ? 465 : 587),
      secure: options.protocol === "smtps:",
      auth: options.username
        ? { user: decodeURIComponent(options.username), pass: decodeURIComponent(options.password) }
        : undefined,
      // a local relay may offer no TLS; never hang a request on a dead server
      ignoreTLS: options.searchParams.get("tls") === "off",
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transportUrl = url;
  }
  return transport;
}

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
  const outbox = path.resolve(process.env.MAIL_OUTBOX || "data/mail");
  fs.mkdirSync(outbox, { recursive: true });
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  fs.writeFileSync(file, info.message as Buffer);
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  console.log(
    `[mail] to ${mail.to}: "${mail.subject}" saved in ${path.relative(process.cwd(), file)} ${links.join(" ")}`,
  );
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type MailKind = "confirm" | "exists" | "reset" | "changed" | "deleted";

const PARTS: Record<MailKind, { subject: MessageKey; text: MessageKey; after?: MessageKey }> = {
  confirm: { subject: "mail.confirmSubject", text: "mail.confirmText", after: "mail.confirmIgnore" },
  exists: { subject: "mail.existsSubject", text: "mail.existsText", after: "mail.existsIgnore" },
  reset: { subject: "mail.resetSubject", text: "mail.resetText", after: "mail.resetIgnore" },
  changed: { subject: "mail.changedSubject", text: "mail.changedText", after: "mail.changedWarning" },
  deleted: { subject: "mail.deletedSubject", text: "mail.deletedText" },
};

/** A mail of the given kind in the user's language, as text and HTML; `link` is the action's URL. */
export async function composeMail(
  kind: MailKind,
  locale: Locale,
  to: string,
  name: string,
  link?: string,
): Promise<Mail> {
  const t = await getT(locale);
  const parts = PARTS[kind];
  const tr = (key: MessageKey, vars?: Record<string, string>): string => t(key, vars);
  const paragraphs = [
    tr("mail.greeting", { name }),
    tr(parts.text),
    ...(link ? [link] : []),
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
