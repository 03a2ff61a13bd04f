import type { LoaderFunctionArgs } from "@remix-run/node";
import { emptyScene, PICTURE_HASH, readScene, sceneHash } from "~/lib/drink-scene";
import { recipePicturePath } from "~/lib/picture-path";
import { isSlug } from "~/lib/slug";
import { publishedPicture } from "~/models/recipes.server";
import { logger, requestLogFields } from "~/utils/log.server";
import { PicturesBusyError, RETRY_AFTER_SECONDS, socialPng } from "~/utils/pictures.server";

// GET /pictures/<slug>.<hash>.png — a published recipe's 1200×630 drink picture (og:image, JSON-LD image).
// The current hash answers the PNG, cacheable for good; an older hash redirects to the current URL; an
// unknown recipe is 404, a malformed file name 400 (both before any render). The PNG is rendered in a worker
// thread and kept (app/utils/pictures.server.ts); while too many renders are under way a new one is refused
// with 503 and Retry-After.

const FILE = /^([a-z0-9-]{1,120})\.([0-9a-z]{1,40})\.png$/;

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const match = FILE.exec(params.file ?? "");
  const slug = match?.[1] ?? "";
  const hash = match?.[2] ?? "";
  if (!match || !isSlug(slug, 120) || !PICTURE_HASH.test(hash)) return text(400, "Bad picture name\n");
  const recipe = await publishedPicture(context.db, slug);
  if (!recipe) return text(404, "No such picture\n");
  const scene = readScene(recipe.picture) ?? emptyScene(recipe.glass);
  const current = recipe.picture_hash ?? sceneHash(scene);
  if (hash !== current) {
    return new Response(null, {
      status: 302,
      headers: { Location: recipePicturePath(recipe.slug, current), "Cache-Control": "no-cache" },
    });
  }
  let png: Uint8Array;
  try {
    png = await socialPng(current, scene);
  } catch (error) {
    // Too many renders under way, or the renderer failed (a worker that stopped): both pass.
    if (!(error instanceof PicturesBusyError)) {
      logger.error(
        { ...requestLogFields(request, context.requestId), err: error },
        "pictures: render failed",
      );
    }
    return text(503, "Too many pictures are being drawn; try again shortly\n", {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
  return new Response(new Uint8Array(png.buffer as ArrayBuffer, png.byteOffset, png.byteLength), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
