import type { LoaderFunctionArgs } from "@remix-run/node";
import { socialPng } from "~/lib/drink-picture-png.server";
import { recipePicturePath } from "~/lib/picture-path";
import { isSlug } from "~/lib/slug";
import { publishedPicture } from "~/models/recipes.server";
import { emptyScene, PICTURE_HASH, readScene, sceneHash } from "../../db/drink-scene";

// GET /pictures/<slug>.<hash>.png — a published recipe's 1200×630 drink picture (og:image, JSON-LD image).
// The current hash answers the PNG, cacheable for good; an older hash redirects to the current URL; an
// unknown recipe is 404, a malformed file name 400.

const FILE = /^([a-z0-9-]{1,120})\.([0-9a-z]{1,40})\.png$/;

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ params, context }: LoaderFunctionArgs) {
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
  const png = await socialPng(current, scene);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
