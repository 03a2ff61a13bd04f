import type { MetaDescriptor, MetaFunction } from "@remix-run/react";

// One meta function for every page: the loader returns `seo` (translated on the server). The <title> itself
// is rendered by components/DocumentTitle, which also sees errors and failed form submissions.

export type Seo = { title: string; description?: string };

export const pageMeta: MetaFunction = ({ data, error }) => {
  if (error) return [{ name: "robots", content: "noindex" }];
  const seo = (data as { seo?: Seo } | undefined)?.seo;
  const tags: MetaDescriptor[] = [];
  if (seo?.description) tags.push({ name: "description", content: seo.description });
  return tags;
};
