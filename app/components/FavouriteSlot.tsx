import { lazy, Suspense } from "react";
import * as cardFavourite from "./CardFavourite";

// The favourites button on a member's recipe card, for the lists that offer it (pass `favouriteSlot` as
// the cards' `extra`): its code is a chunk of its own in the browser, loaded only when a card has the button,
// so a visitor's page carries none of it. The recipe page's related drinks do without, for its JS budget.
const CardFavourite = import.meta.env.SSR ? cardFavourite.default : lazy(() => import("./CardFavourite"));

export function favouriteSlot(item: { slug: string; name: string; favourite?: boolean }) {
  return item.favourite === undefined ? null : (
    <Suspense fallback={null}>
      <CardFavourite slug={item.slug} name={item.name} favourite={item.favourite} />
    </Suspense>
  );
}
