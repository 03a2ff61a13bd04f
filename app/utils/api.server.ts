import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { stripControlCharacters } from "~/lib/text";
import type { SessionUser } from "~/models/sessions.server";
import { currentUser } from "./auth.server";
import { readBodyAtMost } from "./http.server";
import { logger, requestLogFields } from "./log.server";

// The JSON API (/api/*): every answer is JSON, never cached, and every failure is `{ error: string }` with a
// fitting status. Helpers throw their failures as responses; `apiHandler` hands them back as they are.

/** The largest request body the API reads, in bytes. */
export const API_BODY_LIMIT = 65_536;

function withNoStore(headers?: HeadersInit): Headers {
  const merged = new Headers(headers);
  merged.set("Cache-Control", "no-store");
  return merged;
}

export function apiJson<T>(data: T, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return Response.json(data, { status: init.status ?? 200, headers: withNoStore(init.headers) });
}

export function apiError(status: number, error: string, headers?: HeadersInit): Response {
  return apiJson({ error }, { status, headers });
}

/** 405 with the methods the path does answer. */
export function methodNotAllowed(allow: string[]): Response {
  return apiError(405, "method not allowed", { Allow: allow.join(", ") });
}

/** Wraps a loader or action: thrown responses are returned, anything else becomes a JSON 500. */
export function apiHandler(handler: (args: LoaderFunctionArgs) => Promise<Response>) {
  return async (args: LoaderFunctionArgs): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      logger.error(
        { ...requestLogFields(args.request, args.context.requestId), err: error },
        "api: unexpected error",
      );
      return apiError(500, "internal error");
    }
  };
}

function isJsonContentType(header: string | null): boolean {
  const mediaType = (header ?? "").split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/**
 * The request's body as a JSON object. Throws a JSON error response: 413 for a body over 64 KB (by its
 * Content-Length or by the bytes actually read), 415 for a body that is not application/json, 400 for a
 * missing or malformed body or one that is not an object.
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > API_BODY_LIMIT) throw apiError(413, "request body too large");
  if (!request.body) throw apiError(400, "request body must be a JSON object");
  if (!isJsonContentType(request.headers.get("Content-Type"))) {
    throw apiError(415, "content type must be application/json");
  }
  const bytes = await readBodyAtMost(request, API_BODY_LIMIT);
  if (bytes === null) throw apiError(413, "request body too large");
  let data: unknown;
  try {
    // Control characters leave every string, as they leave form fields (app/lib/text.ts).
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes), (_key, value: unknown) =>
      typeof value === "string" ? stripControlCharacters(value) : value,
    );
  } catch {
    throw apiError(400, "malformed JSON");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw apiError(400, "request body must be a JSON object");
  }
  return data as Record<string, unknown>;
}

/** The user the bearer token (or the session cookie) belongs to; anyone else gets 401. */
export async function requireApiUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await currentUser(request, context);
  if (!user) throw apiError(401, "authentication required");
  return user;
}

export type ApiUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  newsletter: 0 | 1;
  profileSlug: string;
  createdAt: string;
};

/** The user as /api/me and /api/login show it. */
export function apiUser(user: SessionUser): ApiUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    newsletter: user.newsletter,
    profileSlug: user.profileSlug,
    createdAt: user.createdAt.toISOString(),
  };
}
