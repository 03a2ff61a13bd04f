import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";

// Mails the app sent to the SMTP sink of tests/e2e/serve.ts, read with mailparser. The app queues mail and
// its worker sends it just after the answer (serve.ts polls every 200 ms too), so `waitForMail` waits.
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), "cocktail-e2e-mail");

export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(MAIL_DIR, file)));
      const recipients = Array.isArray(mail.to)
        ? mail.to.map((a) => a.text).join(",")
        : (mail.to?.text ?? "");
      if (recipients.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject ?? "")) {
        return { subject: mail.subject ?? "", text: mail.text ?? "" };
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** The path and query of the first link in a mail that leads to `pathPart`. */
export function linkPath(text: string, pathPart: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in:\n${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
