import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { Field } from "~/components/Field";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { useForm } from "~/hooks/use-form";
import { barActionSchema } from "~/lib/bar-schemas";
import { BAR_NAME_MAX, barQuery } from "~/lib/bar-selection";
import { localePath } from "~/lib/locale";
import { deleteBar, listBars, renameBar } from "~/models/bars.server";
import { guestMenusOf } from "~/models/guest-menus.server";
import { requireUser } from "~/utils/auth.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertSameOrigin, notFound, routeHeaders } from "~/utils/http.server";
import { getT, pageSeo } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// A member's saved bars: load one into the virtual bar, make a menu for guests from it, rename it, delete it.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const [bars, menus] = await Promise.all([
    listBars(context.db, user.id, locale),
    guestMenusOf(context.db, user.id),
  ]);
  return data(
    {
      seo: await pageSeo(locale, "account.barsTitle"),
      bars: bars.map((b) => ({
        id: b.id,
        name: b.name,
        ingredients: b.ingredients.map((i) => i.name),
        query: barQuery(
          b.ingredients.map((i) => i.id),
          "normal",
        ),
        guestMenu: menus.get(b.id) ?? null,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const user = await requireUser(request, context, locale);
  const submission = parseForm(await readForm(request), barActionSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const here = localePath(locale, "/user/bars");
  const t = await getT(locale);
  const { value } = submission;
  if (value.intent === "delete") {
    if (!(await deleteBar(context.db, user.id, value.barId))) throw notFound(here, "param");
    return redirectWithToast(request, here, { kind: "success", message: t("bar.deleted") });
  }
  if (!(await renameBar(context.db, user.id, value.barId, value.name))) throw notFound(here, "param");
  return redirectWithToast(request, here, {
    kind: "success",
    message: t("bar.renamed", { name: value.name }),
  });
}

type Bar = ReturnType<typeof useLoaderData<typeof loader>>["bars"][number];

function RenameForm({ bar }: { bar: Bar }) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  // Each bar has its own form; an answer belongs to the bar it was sent for.
  const mine = result?.initialValue?.barId === String(bar.id) ? result : undefined;
  const [form, fields] = useForm<z.input<typeof barActionSchema>>({
    id: `bar-${bar.id}`,
    lastResult: mine,
    constraint: getZodConstraint(barActionSchema),
    defaultValue: { name: bar.name },
  });
  const label = t("bar.newName", { name: bar.name });
  return (
    <>
      <ErrorSummary form={form} result={mine} labels={{ name: label }} />
      <Form method="post" {...getFormProps(form)} noValidate className="filters">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="barId" value={bar.id} />
        <Field meta={fields.name} label={label} maxLength={BAR_NAME_MAX} />
        <button type="submit" className="button--secondary">
          {t("bar.rename")}
        </button>
      </Form>
    </>
  );
}

export default function SavedBars() {
  const { t } = useTranslation();
  const { bars } = useLoaderData<typeof loader>();
  return (
    <article className="prose">
      <h1>{t("account.barsTitle")}</h1>
      <p>
        <LocaleLink to="/user/me">{t("account.meTitle")}</LocaleLink> ·{" "}
        <LocaleLink to="/recipe/filter">{t("bar.newBar")}</LocaleLink>
      </p>
      {bars.length === 0 ? (
        <p className="empty-state">{t("account.noBars")}</p>
      ) : (
        <ul className="saved-bars">
          {bars.map((bar) => (
            <li key={bar.id}>
              <h2>{bar.name}</h2>
              <p className="muted">
                {t("bar.barIngredients", { count: bar.ingredients.length })}: {bar.ingredients.join(", ")}
              </p>
              <p className="button-row">
                <LocaleLink to={`/recipe/filter-result?${bar.query}`} className="button">
                  {t("bar.loadBar", { name: bar.name })}
                </LocaleLink>
                <LocaleLink
                  to={`/user/bars/${bar.id}/menu`}
                  className="button button--secondary"
                  aria-label={
                    bar.guestMenu
                      ? t("guestMenu.editLabel", { name: bar.name })
                      : t("guestMenu.makeLabel", { name: bar.name })
                  }
                >
                  {bar.guestMenu ? t("guestMenu.edit") : t("guestMenu.make")}
                </LocaleLink>
                {bar.guestMenu?.shared ? <span className="badge">{t("guestMenu.sharedBadge")}</span> : null}
              </p>
              <RenameForm bar={bar} />
              <Form method="post" className="inline-form">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="barId" value={bar.id} />
                <button type="submit" className="button--danger">
                  {t("bar.deleteBar", { name: bar.name })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
