import type { MetaDescriptor, MetaFunction } from "@remix-run/react";
import { isRouteErrorResponse } from "@remix-run/react";

// One meta function for every page: the loader returns `seo` (translated on the server); errors take the
// status title from the root loader's data.

export type Seo = { title: string; description?: string };
type RootMeta = { siteName: string; notFoundTitle: string; serverErrorTitle: string };

export const pageMeta: MetaFunction = ({ data, matches, error }) => {
  const root = matches.find((m) => m.id === "root")?.data as { meta?: RootMeta } | undefined;
  const site = root?.meta?.siteName ?? "Cocktail Atlas";
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title = status === 404 ? root?.meta?.notFoundTitle : root?.meta?.serverErrorTitle;
    return [{ title: `${status} · ${title ?? "Error"} · ${site}` }, { name: "robots", content: "noindex" }];
  }
  const seo = (data as { seo?: Seo } | undefined)?.seo;
  const tags: MetaDescriptor[] = [{ title: seo?.title ? `${seo.title} · ${site}` : site }];
  if (seo?.description) tags.push({ name: "description", content: seo.description });
  return tags;
};
