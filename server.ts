// The HTTP server: Express with Remix, security headers, body limit, health, graceful shutdown.
// `npm start`: builds when there is no build, migrates, seeds an empty database, serves production.
// `npm run dev`: the same with Vite's dev server (hot reload).
// Libraries where they serve (docs/decisions/0025-edge-libraries-and-configuration.md): helmet for the
// security headers, pino-http for request ids and the access log, express-static-gzip for the build's
// files, `compression` for what is made per request, `cookie` to read the Cookie header, close-with-grace
// for shutdown. Written here: the refusals before Remix (malformed Host, unknown method, body limit,
// cross-site), each a few lines that no library does the same way.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import closeWithGrace from "close-with-grace";
import { parse as parseCookie } from "cookie";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { pinoHttp } from "pino-http";
import { SESSION_TAG_HEADER } from "./app/lib/offline-rules";
import { pageLanguage, tooLargePage } from "./app/lib/refusal-page";
import { ROBOTS_HEADERS, robotsTxt } from "./app/lib/robots";
import { isCrossSite } from "./app/lib/same-origin";
import { SITE_COOKIES } from "./app/lib/site-cookies";
import { translator } from "./app/lib/translate";
import de from "./app/locales/de";
import en from "./app/locales/en";
import { mailStartupMessage } from "./app/services/mail/mail.server";
import { startMailWorker, stopMailWorker } from "./app/services/mail/worker.server";
import { dynamicCompression } from "./app/utils/compression.server";
import { checkedEnv, type Env, getEnv, provideSessionSecret } from "./app/utils/env.server";
import { logger, logPath } from "./app/utils/log.server";
import { answerOutages } from "./app/utils/outage.server";
import { pageCache } from "./app/utils/page-cache.server";
import { readRouting } from "./app/utils/read-routing.server";
import { securityEvent } from "./app/utils/security-log.server";
import { staticFiles } from "./app/utils/static-files.server";
import { type DatabaseHandle, openDatabase, readRouterOf } from "./db/client";
import { migrateToLatest } from "./db/migrate";
import { seedIfEmpty } from "./db/seed";

const BUILD_ENTRY = path.resolve("build/server/index.js");
const HOUR_MS = 3600 * 1000;

const mode = (env: Env) => (env.NODE_ENV === "production" ? "production" : "development");

function log(message: string) {
  logger.info(message);
}

/** A stable secret for signed cookies when none is configured: made once, kept beside the embedded data. */
function ensureSessionSecret(env: Env) {
  if (env.SESSION_SECRET) return;
  // (with DATABASE_URL in production the configuration check already demanded one)
  const dir = path.resolve(path.dirname(env.PGLITE_DIR));
  const file = path.join(dir, "session-secret");
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  provideSessionSecret(fs.readFileSync(file, "utf8").trim());
  log(`SESSION_SECRET not set: using the one kept in ${path.relative(process.cwd(), file)}`);
}

function ensureBuild(env: Env) {
  if (mode(env) !== "production" || fs.existsSync(BUILD_ENTRY)) return;
  log("no build found: building (remix vite:build)…");
  const result = spawnSync(path.resolve("node_modules/.bin/remix"), ["vite:build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()";

/**
 * A nonce per response for the Content-Security-Policy (helmet writes it into script-src; entry.server.tsx
 * and the page cache put it on every script), and the Permissions-Policy, which helmet does not write.
 */
function nonceAndPermissions(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
}

/** The security headers (docs/security.md, V3.4): a nonce per response, then helmet. */
export function securityHeaders(env: Env): RequestHandler[] {
  const dev = mode(env) === "development";
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
          ...(dev ? ["'unsafe-eval'"] : []),
        ],
        // react-select (emotion) injects style elements at run time; scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
        // the service worker (/sw.js) and the web app manifest
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // only where the site is https: HSTS on http://localhost would pin a developer's browser to https
    strictTransportSecurity: env.PUBLIC_URL.startsWith("https://")
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  return [nonceAndPermissions, headers];
}

/** An error answer before Remix: JSON below /api (the API always answers JSON), plain text elsewhere. */
function reject(req: Request, res: Response, status: number, message: string) {
  if (req.path.startsWith("/api/")) return void res.status(status).json({ error: message.toLowerCase() });
  // A page's form over the limit (an import of too large a file) gets a page in its language, not bare text.
  const locale = status === 413 ? pageLanguage(req.path) : null;
  if (locale) {
    const t = translator(locale === "de" ? de : en, locale);
    return void res
      .status(status)
      .type("html")
      .set("Cache-Control", "no-store")
      .send(tooLargePage(t, locale, req.path));
  }
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
 * request would never be answered. A request without a body keeps its connection even when it is answered
 * at once (robots.txt, /healthz): Node marks it complete only after the handler's first turn.
 */
function closeUnreadBodies(req: Request, res: Response, next: NextFunction) {
  const length = req.headers["content-length"];
  const hasBody = req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
  if (hasBody)
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
 * X-Session-Tag names the session (a hash of its cookie, which it does not reveal): the service worker keeps
 * a personal page only for the session it was answered to (app/lib/offline-rules.ts).
 */
function privateWhenSignedIn(req: Request, res: Response, next: NextFunction) {
  const header = req.headers.cookie;
  if (header) {
    const cookies = parseCookie(header);
    const session = cookies[`__Host-${SITE_COOKIES.session.name}`] ?? cookies[SITE_COOKIES.session.name];
    if (session !== undefined) {
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader(
        SESSION_TAG_HEADER,
        crypto.createHash("sha256").update(session).digest("base64url").slice(0, 22),
      );
    }
  }
  next();
}

/**
 * State-changing requests from another site get 403 before Remix. This is the site's one check: Remix's own
 * (Origin against Host or X-Forwarded-Host only) would answer 500 to requests this one lets through, such as
 * a browser's form behind a proxy that does not pass the Host on (Origin is PUBLIC_URL), so the Origin header
 * is dropped once this check has passed.
 */
function refuseCrossSite(publicUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // A bearer token is not sent by browsers on their own, so such requests cannot be forged cross-site.
    const bearer = /^Bearer\s/i.test(req.get("Authorization") ?? "");
    if (!bearer && isCrossSite({ get: (name: string) => req.get(name) }, publicUrl)) {
      securityEvent("request.cross-site", {
        requestId: String(res.locals.requestId ?? ""),
        ip: req.ip,
        detail: `${req.method} ${req.path}`.slice(0, 200),
      });
      return reject(req, res, 403, "Forbidden: cross-site request refused");
    }
    delete req.headers.origin;
    next();
  };
}

/**
 * The request id (a UUID, sent back as X-Request-Id) and one JSON line per answered request: time, request
 * id, method, path (tokens left out), status, duration in ms, client address. 5xx are errors, everything
 * else info (a 404 is a visitor's typo).
 */
function accessLog() {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => {
      const id = crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      (res as Response).locals.requestId = id;
      return id;
    },
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
  const env = getEnv();
  const MODE = mode(env);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(accessLog());
  app.use(securityHeaders(env));
  app.use(wellFormedHost);
  app.use(closeUnreadBodies);
  app.use(knownMethods);
  app.use(bodyLimit(env.BODY_LIMIT_BYTES));
  app.use(refuseCrossSite(env.PUBLIC_URL));

  // /robots.txt before Remix: a trivial text needs no routing (docs/decisions/0017-server-floor.md).
  const robots = robotsTxt(env.PUBLIC_URL);
  app.get("/robots.txt", (_req, res) => void res.set(ROBOTS_HEADERS).send(robots));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let buildVersion = options.buildVersion ?? "dev";
  if (MODE === "development") {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () =>
      (viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>).then(answerOutages);
    // public/ as it is now (in production it is part of the client build)
    app.use(express.static("public", { maxAge: HOUR_MS, index: false }));
  } else {
    // Loaders and actions answer a lost database with the 503 page (app/utils/outage.server.ts).
    const loaded = answerOutages((await import(pathToFileURL(BUILD_ENTRY).href)) as ServerBuild);
    build = loaded;
    buildVersion = loaded.assets.version;
    // Fingerprinted assets are cached for a year, the rest for an hour; the build's Brotli and gzip copies
    // are sent to browsers that take them.
    app.use(staticFiles("build/client", HOUR_MS));
  }
  // Pages, data, JSON and XML made per request, at the levels chosen by measurement (COMPRESSION=off: none).
  const compress = dynamicCompression(env.COMPRESSION);
  if (compress) app.use(compress);

  app.use(privateWhenSignedIn);
  // With read replicas, each request's reads go where app/utils/read-routing.server.ts says (0032).
  if (readRouterOf(database.db)) app.use(readRouting());
  const getLoadContext = (req: Request, res: Response): AppLoadContext => ({
    requestId: String(res.locals.requestId ?? ""),
    db: database.db,
    readRoute: res.locals.readRoute,
    cspNonce: String(res.locals.cspNonce ?? ""),
    buildVersion,
    clientIp: req.ip ?? "unknown",
  });
  // Pages sent whole, and those every visitor without a cookie sees alike rendered once per content version
  // (PAGE_CACHE=off: none kept).
  if (MODE === "production" || options.pageCache) {
    app.use(
      pageCache({ build, db: database.db, buildVersion, loadContext: getLoadContext, cache: env.PAGE_CACHE }),
    );
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

/**
 * Stops taking connections and lets the requests in flight finish, at most `graceMs`; then cuts off what
 * is still open. Keep-alive connections close as soon as their request is answered.
 */
function closeServer(server: http.Server, graceMs: number): Promise<"stopped" | "cut off"> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const done = (how: "stopped" | "cut off") => {
      clearInterval(idle);
      clearTimeout(force);
      resolve(how);
    };
    const force = setTimeout(() => {
      server.closeAllConnections();
      done("cut off");
    }, graceMs);
    server.close(() => done("stopped"));
    server.closeIdleConnections();
  });
}

async function main() {
  // The configuration first: a bad value ends the start here with its message (never a stack trace).
  const env = checkedEnv();
  logger.level = env.LOG_LEVEL ?? "info";
  ensureSessionSecret(env);
  // In a cluster (scripts/supervise.ts) the first worker prepares; the others start once it listens.
  const prepared = env.CLUSTER_PREPARED;
  if (!prepared) ensureBuild(env);
  const database = await openDatabase(env);
  const worker = env.WORKER_SLOT !== undefined ? ` (server process ${env.WORKER_SLOT + 1})` : "";
  const replicas = env.DATABASE_URL ? env.DATABASE_REPLICA_URLS.length : 0;
  log(
    `database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}${replicas ? ` with ${replicas} read replica${replicas > 1 ? "s" : ""}` : ""}${worker}`,
  );
  if (!prepared) {
    await migrateToLatest(database.db, log);
    const seeded = await seedIfEmpty(database.db);
    if (seeded) log("seeded the empty database");
  }
  // Mail waits in the database; the worker sends it (what a previous run left, now; new mail at once). In a
  // cluster every process runs one: claiming skips rows another holds, so no mail leaves twice.
  if (!env.WORKER_SLOT) {
    const mailNotice = mailStartupMessage();
    if (mailNotice.startsWith("WARNING")) logger.warn(mailNotice);
    else log(mailNotice);
  }
  startMailWorker(database.db);

  const app = await createApp(database);
  const server = app.listen(env.PORT, env.HOST, () => {
    if (!env.WORKER_SLOT) log(`listening on http://localhost:${env.PORT} (${mode(env)})`);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  // SIGTERM, SIGINT: stop taking requests, let those in flight finish (10 s at most), stop the mail worker
  // (a mail being sent is finished, the rest stays queued), close the database (the embedded one writes its
  // files) and exit 0. A fault nothing caught leaves the process in a state nobody knows: it is logged, the
  // process closes the same way (5 s for requests) and exits 1, so the supervisor (`npm start` runs
  // scripts/supervise.ts) starts a clean one. Writes are transactions: whatever was cut off is rolled back.
  // close-with-grace's own limit (15 s) only ends a close that hangs; SIGUSR2 is left to tools.
  closeWithGrace({ delay: 15_000, logger, skip: ["SIGUSR2"] }, async ({ signal, err }) => {
    if (err) logger.fatal({ err }, "uncaught exception or unhandled rejection: exiting");
    log(`${signal ?? "fault"}: finishing requests in flight`);
    const how = await closeServer(server, err ? 5_000 : 10_000);
    await stopMailWorker().catch((error) => logger.error({ err: error }, "stopping the mail worker"));
    await database.close().catch((error) => logger.error({ err: error }, "closing the database"));
    log(
      `${how === "stopped" ? "stopped" : "stopped (requests still open were cut off)"}${err ? " after a fault (exit code 1)" : ""}`,
    );
  });
}

const isEntry =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isEntry) {
  main().catch((error) => {
    logger.fatal({ err: error }, "failed to start");
    process.exit(1);
  });
}
