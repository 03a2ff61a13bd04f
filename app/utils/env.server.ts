import fs from "node:fs";
import net from "node:net";
import { z } from "zod";

// The configuration: every environment variable the server, the supervisor and the database commands read,
// checked against one schema. Nothing else reads `process.env` (tests/integration/architecture.test.ts).
// README.md's configuration table and .env.example list exactly these variables with their defaults.
// Empty values count as unset. A bad value stops the start with one line per problem (`checkedEnv`).

const ON = ["on", "true", "1", "yes"];
const OFF = ["off", "false", "0", "no"];

/** An on/off switch: on, off (also true/false, 1/0, yes/no), any case. */
const onOff = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ON.includes(v) || OFF.includes(v), { message: "must be on or off" })
    .transform((v) => ON.includes(v))
    .optional()
    .transform((v) => v ?? fallback);

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message:
        max === Number.MAX_SAFE_INTEGER
          ? `must be a whole number of at least ${min}`
          : `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);

const urlWith = (protocols: string[], what: string) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${what}` },
  );

/** Names proxy-addr (Express's `trust proxy`) knows for address ranges. */
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

function proxyAddress(value: string): boolean {
  if (PROXY_NAMES.includes(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const version = net.isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return (/^\d+$/.test(prefix) && Number(prefix) <= max) || (version === 4 && net.isIPv4(prefix));
}

/**
 * Express's `trust proxy`: how many proxies in front are trusted (a whole number), or which (addresses,
 * subnets, loopback/linklocal/uniquelocal, comma-separated). Unset or 0: none, the client's own address.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^\d{1,2}$/.test(v) ||
      v
        .split(",")
        .map((p) => p.trim())
        .every(proxyAddress),
    { message: "must be a number of proxies (0–99) or addresses, subnets or loopback, comma-separated" },
  )
  .transform((v): number | string[] => (/^\d+$/.test(v) ? Number(v) : v.split(",").map((p) => p.trim())))
  .optional()
  .transform((v) => v ?? 0);

/** A comma-separated list of postgresql:// URLs (spaces around the commas allowed). */
const postgresUrls = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .refine((urls) => urls.every((u) => urlWith(["postgres:", "postgresql:"], "").safeParse(u).success), {
    message: "must be postgresql:// URLs, comma-separated",
  })
  .optional()
  .transform((v) => v ?? []);

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: wholeNumber(1, 65535).default("3000"),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: urlWith(["postgres:", "postgresql:"], "a postgresql:// URL").optional(),
  /** read replicas of DATABASE_URL's server (docs/decisions/0032-read-replicas.md); unset: none */
  DATABASE_REPLICA_URLS: postgresUrls,
  DATABASE_POOL_MAX: wholeNumber(1, 1000).default("10"),
  /** server processes `npm start` runs with DATABASE_URL; unset: one per core */
  WEB_CONCURRENCY: wholeNumber(1, 64).optional(),
  PGLITE_DIR: z.string().default("data/pglite"),
  SESSION_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  /** Unset: http://localhost:{PORT}, the address the server listens on. */
  PUBLIC_URL: urlWith(["http:", "https:"], "an http:// or https:// URL").optional(),
  TRUST_PROXY: trustProxy,
  SMTP_URL: urlWith(["smtp:", "smtps:"], "an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().default("Cocktail Atlas <no-reply@localhost>"),
  MAIL_OUTBOX: z.string().default("data/mail"),
  MAIL_POLL_MS: wholeNumber(50).default("5000"),
  ALLOWED_REDIRECT_HOSTS: z.string().default(""),
  COMPRESSION: onOff(true),
  PAGE_CACHE: onOff(true),
  BODY_LIMIT_BYTES: wholeNumber(1024).default(String(1024 * 1024)),
  CONTACT_RATE_LIMIT: wholeNumber(1).default("5"),
  ACCOUNT_RATE_LIMIT: wholeNumber(1).default("5"),
  LOGIN_RATE_LIMIT: wholeNumber(1).default("10"),
  OPERATOR_NAME: z.string().default(""),
  OPERATOR_ADDRESS: z.string().default(""),
  OPERATOR_EMAIL: z.string().default(""),
  /** Unset: info (under Vitest: nothing on stdout). */
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).optional(),
  SECURITY_LOG: onOff(true),
  // Set by the supervisor (scripts/supervise.ts) for its server processes, never by hand.
  /** which server process of the cluster this is, from 0 */
  WORKER_SLOT: wholeNumber(0, 63).optional(),
  /** "1": another process has migrated and seeded; this one only serves */
  CLUSTER_PREPARED: onOff(false),
  // Set by Vitest: the log stays off stdout unless LOG_LEVEL is set.
  VITEST: z.string().optional(),
});

/** Variables whose value a message must not repeat. */
const SECRET = new Set(["SESSION_SECRET", "DATABASE_URL", "DATABASE_REPLICA_URLS", "SMTP_URL"]);

const withDefaults = schema
  .superRefine((env, context) => {
    // replicas are copies of a PostgreSQL server; the embedded database has none
    if (env.DATABASE_REPLICA_URLS.length > 0 && !env.DATABASE_URL) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["DATABASE_REPLICA_URLS"],
        message: "needs DATABASE_URL (the primary they copy)",
      });
    }
    // every server process must sign alike; only the embedded setup may keep a generated secret (server.ts)
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "must be set with DATABASE_URL in production",
      });
    }
  })
  .transform((env) => ({
    ...env,
    // Absolute links (mail, canonical, sitemap) must reach this server when no public address is set.
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

export type Env = z.infer<typeof withDefaults>;

/** The variables the schema knows, in its order (README.md and .env.example list the same). */
export const ENV_NAMES = Object.keys(schema.shape) as (keyof z.infer<typeof schema>)[];

/** A configuration that does not pass the schema: `problems` has one line per bad value. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** The settings from an environment; empty values count as unset. Throws EnvError naming every bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const given = Object.fromEntries(
    ENV_NAMES.flatMap((name) => {
      const value = source[name];
      return value === undefined || value === "" ? [] : [[name, value]];
    }),
  );
  const parsed = withDefaults.safeParse(given);
  if (parsed.success) return parsed.data;
  const order = (name: string) => ENV_NAMES.indexOf(name as (typeof ENV_NAMES)[number]);
  const issues = [...parsed.error.issues].sort(
    (a, b) => order(String(a.path[0] ?? "")) - order(String(b.path[0] ?? "")),
  );
  const problems = issues.map((issue) => {
    const name = String(issue.path[0] ?? "");
    const value = given[name];
    const shown = value === undefined || SECRET.has(name) ? "" : `=${JSON.stringify(value)}`;
    return `${name}${shown}: ${issue.message}`;
  });
  throw new EnvError(problems);
}

/** Values the process sets for itself (server.ts's generated session secret); they win over the environment. */
const provided: Record<string, string> = {};
let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) cached = parseEnv({ ...process.env, ...provided });
  return cached;
}

/** For tests that change process.env: the next getEnv() reads it again. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** The secret for signed cookies when the environment has none (server.ts keeps one beside the data). */
export function provideSessionSecret(secret: string): void {
  provided.SESSION_SECRET = secret;
  // The server (server.ts) and the app it serves (the Remix build) are bundled apart, each with its own copy
  // of this module: the environment is what both read, so the app's sessions find the secret too.
  process.env.SESSION_SECRET = secret;
  cached = undefined;
}

/**
 * At start: a local .env file is read into the environment (the environment wins), then the whole
 * configuration is checked. A bad value ends the process with code 1 and one line per problem on stderr,
 * never a stack trace.
 */
export function checkedEnv(envFile = ".env"): Env {
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  cached = undefined;
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n(README.md, "Configuration", lists every setting)\n`);
    process.exit(1);
  }
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
