import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import { hasFormErrors } from "~/lib/forms";
import { pageTitle, type TitleTexts } from "~/lib/page-title";
import type { Seo } from "~/utils/meta";

/**
 * The page's <title>. Rendered here rather than by `meta` functions because those never see action data,
 * and a page showing a failed submission must say so in its title ("Error: …"), with and without JavaScript.
 */
export function DocumentTitle({ texts }: { texts: TitleTexts | undefined }) {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const errors = Object.values(state?.errors ?? {});
  const error = errors[0] as { status?: unknown } | undefined;
  const errorStatus =
    errors.length === 0 ? undefined : typeof error?.status === "number" ? error.status : 500;
  let title: string | undefined;
  for (const match of state?.matches ?? []) {
    const seo = (state?.loaderData[match.route.id] as { seo?: Seo } | undefined)?.seo;
    if (seo?.title) title = seo.title;
  }
  const formError = Object.values(state?.actionData ?? {}).some(hasFormErrors);
  return <title>{pageTitle(texts, { title, errorStatus, formError })}</title>;
}
