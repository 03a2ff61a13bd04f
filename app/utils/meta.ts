import type { MetaDescriptor, MetaFunction } from "@remix-run/react";
import { DEFAULT_LOCALE, isLocale } from "~/lib/locale";
import { type Seo, seoTags } from "~/lib/seo";

// One meta function for every page: the loader returns `seo` (translated on the server), and this turns it
// into description, robots, canonical, hreflang alternates, Open Graph and Twitter card tags (app/lib/seo.ts).
// The <title> itself is rendered by components/DocumentTitle, which also sees errors and failed form
// submissions.

export type { Seo, SeoImage } from "~/lib/seo";

type RootShare = {
  locale?: string;
  origin?: string;
  meta?: { siteName?: string };
  share?: { siteImageAlt?: string };
};

export const pageMeta: MetaFunction = ({ data, error, matches, location }) => {
  if (error) return [{ name: "robots", content: "noindex" }];
  const root = matches.find((m) => m.id === "root")?.data as RootShare | undefined;
  if (!root?.origin) return [];
  const seo = (data as { seo?: Seo } | undefined)?.seo;
  return seoTags(seo, {
    origin: root.origin,
    locale: isLocale(root.locale) ? root.locale : DEFAULT_LOCALE,
    siteName: root.meta?.siteName ?? "",
    pathname: location.pathname,
    siteImageAlt: root.share?.siteImageAlt ?? "",
  }) as MetaDescriptor[];
};
