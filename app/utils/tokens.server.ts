import crypto from "node:crypto";

/** A random 256-bit token for the client and the SHA-256 hash the database keeps instead. */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
