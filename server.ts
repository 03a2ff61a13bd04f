// The HTTP server: Express with Remix, security headers, body limit, health, graceful shutdown.
// `npm start`: builds when there is no build, migrates, seeds an empty database, serves production.
// `npm run dev`: the same with Vite's dev server (hot reload).
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import express, { type NextFunction, type Request, type Response } from "express";
import onHeaders from "on-headers";
import { pinoHttp } from "pino-http";
import { switchedOn } from "./app/lib/content-coding";
import { ROBOTS_HEADERS, robotsTxt } from "./app/lib/robots";
import { isCrossSite } from "./app/lib/same-origin";
import { startMailWorker, stopMailWorker } from "./app/services/mail-worker.server";
import { dynamicCompression } from "./app/utils/compression.server";
import { getEnv } from "./app/utils/env.server";
import { logger, logPath } from "./app/utils/log.server";
import { mailStartupMessage, nudgeMailWorker, onMailQueued } from "./app/utils/mail.server";
import { answerOutages } from "./app/utils/outage.server";
import { pageCache } from "./app/utils/page-cache.server";
import { securityEvent } from "./app/utils/security-log.server";
import { liveStaticFiles, staticFiles } from "./app/utils/static-files.server";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { migrateToLatest } from "./db/migrate";
import { seedIfEmpty } from "./db/seed";

// Settings from a local .env file, if there is one; the real environment wins.
if (fs.existsSync(".env")) process.loadEnvFile(".env");

const MODE = process.env.NODE_ENV === "production" ? "production" : "development";
const BUILD_ENTRY = path.resolve("build/server/index.js");
const HOUR_MS = 3600 * 1000;

function log(message: string) {
  logger.info(message);
}

/** A stable secret for signed cookies when none is configured: made once, kept beside the embedded data. */
function ensureSessionSecret() {
  if (process.env.SESSION_SECRET) return;
  if (MODE === "production" && process.env.DATABASE_URL) {
    throw new Error("SESSION_SECRET must be set when running against a PostgreSQL server in production");
  }
  const dir = path.resolve(process.env.PGLITE_DIR ? path.dirname(process.env.PGLITE_DIR) : "data");
  const file = path.join(dir, "session-secret");
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  process.env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
  log(`SESSION_SECRET not set: using the one kept in ${path.relative(process.cwd(), file)}`);
}

function ensureBuild() {
  if (MODE !== "production" || fs.existsSync(BUILD_ENTRY)) return;
  log("no build found: building (remix vite:build)…");
  const result = spawnSync(path.resolve("node_modules/.bin/remix"), ["vite:build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

/** The Content-Security-Policy around the per-request nonce, built once. */
function cspParts(dev: boolean): [string, string] {
  const before = "default-src 'self'; script-src 'self' 'nonce-";
  const after = [
    `'${dev ? " 'unsafe-eval'" : ""}`,
    // react-select (emotion) injects style elements at run time; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
  return [before, after];
}

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()";

function securityHeaders() {
  const [cspBefore, cspAfter] = cspParts(MODE === "development");
  const hsts = (process.env.PUBLIC_URL ?? "").startsWith("https://");
  return (_req: Request, res: Response, next: NextFunction) => {
    const requestId = crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", cspBefore + nonce + cspAfter);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/**
 * /robots.txt without the framework: the same text as app/routes/robots[.]txt.ts (app/lib/robots.ts), made
 * once. Remix's routing alone costs more than the rest of such an answer (docs/decisions/0017-server-floor.md).
 */
function robots() {
  let body: string | undefined;
  return (_req: Request, res: Response) => {
    body ??= robotsTxt(getEnv().PUBLIC_URL);
    res.set(ROBOTS_HEADERS).send(body);
  };
}

/** An error answer before Remix: JSON below /api (the API always answers JSON), plain text elsewhere. */
function reject(req: Request, res: Response, status: number, message: string) {
  if (req.path.startsWith("/api/")) return void res.status(status).json({ error: message.toLowerCase() });
  res.status(status).type("text/plain").send(message);
}

/** A host name or address with an optional port: "example.com", "127.0.0.1:3000", "[::1]:3000". */
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * A Host (or X-Forwarded-Host) that is not a host name with an optional port, such as
 * "127.0.0.1:3000@evil.example", gets 400 before any handler builds a URL from it.
 */
function wellFormedHost(req: Request, res: Response, next: NextFunction) {
  const hosts = [req.headers.host, ...String(req.headers["x-forwarded-host"] ?? "").split(",")]
    .map((h) => h?.trim())
    .filter(Boolean);
  if (hosts.every((h) => h && h.length <= 260 && HOST.test(h))) return next();
  reject(req, res, 400, "Bad Request: malformed Host");
}

/**
 * A response sent before its request's body was read (a refusal: 400, 411, 413, 415, 403 …) closes the
 * connection: the unread rest of the body would otherwise be taken for the next request on it, and that
 * request would never be answered.
 */
function closeUnreadBodies(req: Request, res: Response, next: NextFunction) {
  onHeaders(res, () => {
    if (!req.complete) res.setHeader("Connection", "close");
  });
  next();
}

/** Bodies over the limit get 413; bodies of unknown length (chunked) get 411, so nothing unbounded is read. */
function bodyLimit(limit: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = req.headers["content-length"];
    const chunked = (req.headers["transfer-encoding"] ?? "").toLowerCase().includes("chunked");
    if (length !== undefined) {
      const n = Number(length);
      if (!Number.isFinite(n) || n < 0) return reject(req, res, 400, "Bad Request");
      if (n > limit) return reject(req, res, 413, "Payload Too Large");
    } else if (chunked) {
      return reject(req, res, 411, "Length Required");
    }
    next();
  };
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** TRACE, CONNECT and made-up methods get 405 here: Remix cannot even build a request from them. */
function knownMethods(req: Request, res: Response, next: NextFunction) {
  if (METHODS.has(req.method)) return next();
  res.setHeader("Allow", [...METHODS].join(", "));
  reject(req, res, 405, "Method Not Allowed");
}

/**
 * Pages for a signed-in member carry their name and links: never stored by a shared cache. A route's own
 * Cache-Control (personal pages send no-store anyway) still wins, since Remix sets its headers later.
 */
function privateWhenSignedIn(req: Request, res: Response, next: NextFunction) {
  if (/(?:^|;\s*)(?:__Host-)?session=/.test(req.headers.cookie ?? "")) {
    res.setHeader("Cache-Control", "private, no-store");
  }
  next();
}

/** State-changing requests from another site get 403 before Remix (whose own check would answer 500). */
function refuseCrossSite(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  // A bearer token is not sent by browsers on their own, so such requests cannot be forged cross-site.
  // (Remix would still refuse a foreign Origin with a bare 500, so the header is dropped for them.)
  if (/^Bearer\s/i.test(req.get("Authorization") ?? "")) {
    delete req.headers.origin;
    return next();
  }
  const headers = { get: (name: string) => req.get(name) };
  if (isCrossSite(headers, process.env.PUBLIC_URL)) {
    securityEvent("request.cross-site", {
      requestId: String(res.locals.requestId ?? ""),
      ip: req.ip,
      detail: `${req.method} ${req.path}`.slice(0, 200),
    });
    return reject(req, res, 403, "Forbidden: cross-site request refused");
  }
  next();
}

/**
 * One JSON line per answered request: time, request id (X-Request-Id), method, path (tokens left out),
 * status, duration in ms, client address. 5xx are errors, everything else info (a 404 is a visitor's typo).
 */
function accessLog() {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => String((res as Response).locals.requestId ?? ""),
    quietReqLogger: true,
    customAttributeKeys: { reqId: "requestId", responseTime: "ms" },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    // The error itself (with its stack) has its own line from where it happened; a 5xx's access line stays
    // an access line, without pino-http's made-up "failed with status code" error.
    customErrorObject: (_req, _res, _err, line) => ({ ...line, err: undefined }),
    serializers: {
      req: (req: { method: string; url: string; raw: Request }) => ({
        method: req.method,
        path: logPath(req.raw.originalUrl ?? req.url),
        ip: req.raw.ip,
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}

export async function createApp(
  database: DatabaseHandle,
  options: { buildVersion?: string /** in development too (tests) */; pageCache?: boolean } = {},
) {
  const app = express();
  app.disable("x-powered-by");
  app.set(
    "trust proxy",
    process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY : false,
  );
  app.use(securityHeaders());
  app.use(accessLog());
  app.use(wellFormedHost);
  app.use(closeUnreadBodies);
  app.use(knownMethods);
  app.use(bodyLimit(Number(process.env.BODY_LIMIT_BYTES) || 1024 * 1024));
  app.use(refuseCrossSite);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let buildVersion = options.buildVersion ?? "dev";
  if (MODE === "development") {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () =>
      (viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>).then(answerOutages);
  } else {
    // Loaders and actions answer a lost database with the 503 page (app/utils/outage.server.ts).
    const loaded = answerOutages((await import(pathToFileURL(BUILD_ENTRY).href)) as ServerBuild);
    build = loaded;
    buildVersion = loaded.assets.version;
    // The client build is read once: fingerprinted assets are cached for a year, the rest for an hour; the
    // build's Brotli and gzip copies are sent to browsers that take them.
    app.use(staticFiles("build/client", { maxAge: HOUR_MS, immutablePrefix: "/assets/" }));
  }
  // public/ is copied into the client build; in development it is read as it is now.
  app.use(
    MODE === "production" ? staticFiles("public", { maxAge: HOUR_MS }) : liveStaticFiles("public", HOUR_MS),
  );
  app.get("/robots.txt", robots());
  // Pages, data, JSON and XML made per request, at the levels chosen by measurement (COMPRESSION=off: none).
  const compress = dynamicCompression(process.env.COMPRESSION);
  if (compress) app.use(compress);

  app.use(privateWhenSignedIn);
  const getLoadContext = (req: Request, res: Response): AppLoadContext => ({
    requestId: String(res.locals.requestId ?? ""),
    db: database.db,
    cspNonce: String(res.locals.cspNonce ?? ""),
    buildVersion,
    clientIp: req.ip ?? "unknown",
  });
  // Pages sent whole, and those every visitor without a cookie sees alike rendered once per content version
  // (PAGE_CACHE=off: none kept).
  if (MODE === "production" || options.pageCache) {
    const cache = switchedOn(process.env.PAGE_CACHE);
    app.use(pageCache({ build, db: database.db, buildVersion, loadContext: getLoadContext, cache }));
  }
  app.all("*", createRequestHandler({ build, mode: MODE, getLoadContext }));

  // Anything that escapes Remix (a malformed URL, a broken stream) ends here, never in a crash.
  app.use((err: Error & { status?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status =
      err instanceof URIError ? 400 : err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status >= 500) logger.error({ requestId: res.locals.requestId, err }, "unhandled error");
    if (res.headersSent) return void res.end();
    reject(
      req,
      res,
      status,
      status === 400 ? "Bad Request" : status < 500 ? "Request Error" : "Internal Server Error",
    );
  });
  return app;
}

async function main() {
  // Until the server runs, a fault is simply fatal (Node's default); afterwards `crash` closes first.

  ensureSessionSecret();
  // In a cluster (scripts/supervise.ts) the first worker prepares; the others start once it listens.
  const prepared = process.env.CLUSTER_PREPARED === "1";
  if (!prepared) ensureBuild();
  const database = await openDatabase();
  const worker = process.env.WORKER_SLOT ? ` (server process ${Number(process.env.WORKER_SLOT) + 1})` : "";
  log(`database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}${worker}`);
  if (!prepared) {
    await migrateToLatest(database.db, log);
    const seeded = await seedIfEmpty(database.db);
    if (seeded) log("seeded the empty database");
  }
  // Mail waits in the database; the worker sends it (what a previous run left, now; new mail at once). In a
  // cluster one process runs it; the others tell it through the primary that mail is waiting.
  if (process.env.MAIL_WORKER === "forward" && process.send) {
    onMailQueued(() => process.send?.({ type: "mail-queued" }));
  } else {
    const mailNotice = mailStartupMessage();
    if (mailNotice.startsWith("WARNING")) logger.warn(mailNotice);
    else log(mailNotice);
    startMailWorker(database.db);
    process.on("message", (message: { type?: string } | null) => {
      if (message?.type === "mail-queued") nudgeMailWorker();
    });
  }

  const app = await createApp(database);
  const port = Number(process.env.PORT) || 3000;
  const host = process.env.HOST || "0.0.0.0";
  const server = app.listen(port, host, () => {
    if (!worker || process.env.WORKER_SLOT === "0") log(`listening on http://localhost:${port} (${MODE})`);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  let stopping = false;
  /**
   * Stops taking requests, lets those in flight finish (at most `graceMs`), closes the database (the
   * embedded one writes its files) and exits with `code`.
   */
  const shutdown = (reason: string, code: number, graceMs: number) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: finishing requests in flight`);
    let closed = false;
    const finish = async (how: string) => {
      if (closed) return;
      closed = true;
      clearInterval(idle);
      // a mail being sent is finished; the rest stays queued for the next start
      await stopMailWorker().catch((err) => logger.error({ err }, "stopping the mail worker"));
      // closing the database always happens: the embedded one writes its files here
      await database.close().catch((err) => logger.error({ err }, "closing the database"));
      log(`${how}${code === 0 ? "" : ` after a fault (exit code ${code})`}`);
      process.exit(code);
    };
    const force = setTimeout(() => {
      server.closeAllConnections();
      void finish("stopped (requests still open were cut off)");
    }, graceMs);
    force.unref();
    server.close(() => void finish("stopped"));
    // Keep-alive connections that finish their request close at once, instead of holding the shutdown.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM", 0, 10_000));
  process.on("SIGINT", () => shutdown("SIGINT", 0, 10_000));
  // A fault nothing caught leaves the process in a state nobody knows: log it, close what is open, and exit
  // non-zero so the supervisor (`npm start` runs scripts/supervise.ts) starts a clean process. Writes are
  // transactions, so whatever was cut off is rolled back, never left half-written.
  const crash = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, `${kind}: exiting`);
    shutdown(kind, 1, 5_000);
  };
  process.on("uncaughtException", crash("uncaught exception"));
  process.on("unhandledRejection", crash("unhandled rejection"));
}

const isEntry =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isEntry) {
  main().catch((error) => {
    logger.fatal({ err: error }, "failed to start");
    process.exit(1);
  });
}
