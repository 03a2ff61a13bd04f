/**
 * Where a recipe's drink picture is served as a 1200×630 PNG (og:image, JSON-LD `image`). The hash names what
 * drew it, so the URL changes when the picture does and the response may be cached for good.
 */
export function recipePicturePath(slug: string, hash: string): string {
  return `/pictures/${slug}.${hash}.png`;
}
