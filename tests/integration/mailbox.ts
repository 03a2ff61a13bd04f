// Reads the mails the app wrote to its outbox folder (no SMTP_URL): the newest first. The app only queues
// mail; pass the test's database and the queue is delivered (one pass of the worker) before reading.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { deliverDueMail } from "../../app/services/mail/worker.server";
import { resetEnvCache } from "../../app/utils/env.server";
import type { DB } from "../../db/client";

export function useOutbox(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cocktail-mail-"));
  process.env.MAIL_OUTBOX = dir;
  resetEnvCache();
  return dir;
}

/** Mails to `address` in the outbox folder, newest first; with `db`, the queue is delivered first. */
export async function mailsTo(dir: string, address: string, db?: DB) {
  if (db) await deliverDueMail(db);
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
