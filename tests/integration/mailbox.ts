// Reads the mails the app wrote to its outbox folder (no SMTP_URL): the newest first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";

export function useOutbox(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-mail-"));
  process.env.MAIL_OUTBOX = dir;
  return dir;
}

export async function mailsTo(dir: string, address: string) {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  const mails = [];
  for (const file of files) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(",") : (parsed.to?.text ?? "");
    if (to.toLowerCase().includes(address.toLowerCase())) {
      mails.push({
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: typeof parsed.html === "string" ? parsed.html : "",
      });
    }
  }
  return mails.reverse();
}

export function linkIn(text: string, pathPart: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in mail:\n${text}`);
  return link;
}
