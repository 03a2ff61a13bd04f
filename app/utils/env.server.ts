import { z } from "zod";

// The environment, validated once. Every setting and its default is listed in README.md and .env.example.

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  /** Unset: http://localhost:{PORT}, the address the server listens on. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Cocktail Atlas <no-reply@localhost>"),
  ALLOWED_REDIRECT_HOSTS: z.string().default(""),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  OPERATOR_NAME: z.string().default(""),
  OPERATOR_ADDRESS: z.string().default(""),
  OPERATOR_EMAIL: z.string().default(""),
});

const withDefaults = schema.transform((env) => ({
  ...env,
  // Absolute links (mail, canonical, sitemap) must reach this server when no public address is set.
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
}));

export type Env = z.infer<typeof withDefaults>;

/** The settings from an environment; empty values count as unset. Throws naming every invalid one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = withDefaults.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) cached = parseEnv(process.env);
  return cached;
}

/** For tests that change process.env. */
export function resetEnvCache(): void {
  cached = undefined;
}

export function sessionSecrets(): string[] {
  const secret = getEnv().SESSION_SECRET;
  if (secret) return [secret];
  if (getEnv().NODE_ENV === "production") {
    throw new Error("SESSION_SECRET is not set (server.ts provides one for the embedded setup)");
  }
  return ["development-secret-not-for-production-use"];
}

export function isSecureSite(): boolean {
  return getEnv().PUBLIC_URL.startsWith("https://");
}
