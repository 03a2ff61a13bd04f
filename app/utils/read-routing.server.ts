import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { formatLsn, parseLsn } from "../../db/read-rules";
import { type ReadRoute, readRoute, withReadRoute } from "../../db/replicas";
import { setCookie, siteCookie } from "./cookies.server";

// Where a request's reads go when the database has read replicas (docs/decisions/0032-read-replicas.md):
// the pool (db/replicas.ts) finds this request's route through AsyncLocalStorage, so loaders and models pass
// `context.db` as always.
//
// - GET and HEAD read a replica; every other method reads the primary throughout (an action's checks must
//   see what its writes will meet).
// - A GET whose address carries a `token` (a link from a mail just sent: confirm, reset, brand invitation)
//   reads the primary: the row behind the link may be younger than a replica's copy, and the visitor who
//   follows it may carry no cookie from the request that made it.
// - After a request wrote, its answer sets the `written` cookie (10 s) with the primary's WAL position; the
//   visitor's next requests read a replica only once it has replayed that far, the primary until then.

/** The WAL position the visitor's `written` cookie carries, or null (none, or not a position). */
async function writtenFloor(cookieHeader: string | undefined): Promise<bigint | null> {
  const cookie = siteCookie("written");
  if (!cookieHeader?.includes(`${cookie.name}=`)) return null;
  try {
    return parseLsn(await cookie.parse(cookieHeader));
  } catch {
    return null;
  }
}

/** Whether the address carries a `token` parameter (a link from a mail). */
function carriesToken(url: string): boolean {
  const query = url.indexOf("?");
  return query !== -1 && new URLSearchParams(url.slice(query + 1)).has("token");
}

/** The route of a request, before it runs. Kept in `res.locals.readRoute` for the load context. */
export async function requestReadRoute(req: Request): Promise<ReadRoute> {
  const reading = req.method === "GET" || req.method === "HEAD";
  return readRoute({
    primaryOnly: !reading || carriesToken(req.originalUrl),
    floor: await writtenFloor(req.headers.cookie),
  });
}

/** The middleware: runs the rest of the request inside its read route, and sets the cookie after a write. */
export function readRouting() {
  return (req: Request, res: Response, next: NextFunction) => {
    requestReadRoute(req).then((route) => {
      let written: string | null = null;
      route.onWrite = async (lsn) => {
        written = await setCookie("written", formatLsn(lsn));
      };
      onHeaders(res, () => {
        if (written) res.append("Set-Cookie", written);
      });
      res.locals.readRoute = route;
      withReadRoute(route, next);
    }, next);
  };
}
