import type { AppLoadContext } from "@remix-run/node";
import { favouriteSlugs } from "~/models/member-book.server";
import { currentUser } from "./auth.server";

/**
 * Recipe cards for this request: a signed-in member's cards say whether each drink is among their
 * favourites (the card then shows its "Add to favourites" button); a visitor's cards are left as they are,
 * so a shared page stays the same for every visitor. Pages of members are never cached (server.ts).
 */
export async function markFavourites<T extends { slug: string }>(
  request: Request,
  context: AppLoadContext,
  items: readonly T[],
): Promise<(T & { favourite?: boolean })[]> {
  const user = await currentUser(request, context);
  if (!user || items.length === 0) return [...items];
  const favourites = await favouriteSlugs(
    context.db,
    user.id,
    items.map((item) => item.slug),
  );
  return items.map((item) => ({ ...item, favourite: favourites.has(item.slug) }));
}
