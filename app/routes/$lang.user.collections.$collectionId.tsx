import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { CollectionFields } from "~/components/CollectionFields";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ExportLinks } from "~/components/ExportLinks";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { RecipeCards } from "~/components/RecipeCards";
import { useForm } from "~/hooks/use-form";
import { useLocale } from "~/hooks/use-root-data";
import { collectionActionSchema } from "~/lib/collections";
import { localePath } from "~/lib/locale";
import { PLAN_LIMITS } from "~/lib/party-plan";
import {
  deleteCollection,
  editCollection,
  moveInCollection,
  ownCollection,
  removeFromCollection,
  shareCollection,
  unshareCollection,
} from "~/models/collections.server";
import { requireUser } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, notFound, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// One of a member's collections: its recipes in the member's order, name and description, sharing by link
// and deletion. Another member's collection (or none) is "Page Not Found", like a mistyped address.

function collectionIdOf(params: { collectionId?: string }, request: Request): number {
  const raw = params.collectionId ?? "";
  assertParam(/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647, request);
  return Number(raw);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const id = collectionIdOf(params, request);
  const user = await requireUser(request, context, locale);
  const collection = await ownCollection(context.db, user.id, id, locale);
  if (!collection) throw notFound(new URL(request.url).pathname, "param");
  const { shareToken, ...rest } = collection;
  const origin = new URL(getEnv().PUBLIC_URL).origin;
  return data(
    {
      seo: { title: collection.name, noindex: true },
      collection: {
        ...rest,
        shareUrl: shareToken ? `${origin}${localePath(locale, `/collection/${shareToken}`)}` : null,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const locale = routeLocale(params);
  const id = collectionIdOf(params, request);
  const user = await requireUser(request, context, locale);
  const submission = parseForm(await readForm(request), collectionActionSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const t = await getT(locale);
  const here = localePath(locale, `/user/collections/${id}`);
  const missing = () => notFound(new URL(request.url).pathname, "param");
  const { value } = submission;
  const done = (message: string, to = here) => redirectWithToast(request, to, { kind: "success", message });
  switch (value.intent) {
    case "edit":
      if (!(await editCollection(context.db, user.id, id, value.name, value.description))) throw missing();
      return done(t("collection.saved"));
    case "move":
      if (!(await moveInCollection(context.db, user.id, id, value.recipeId, value.direction)))
        throw missing();
      // back to the card that moved, so keyboard users keep their place
      return redirectWithToast(request, `${here}#recipe-${value.recipeId}`, {
        kind: "success",
        message: t("collection.saved"),
      });
    case "remove":
      if (!(await removeFromCollection(context.db, user.id, id, value.recipeId))) throw missing();
      return done(t("collection.removed"));
    case "share":
      if (!(await shareCollection(context.db, user.id, id))) throw missing();
      return redirectWithToast(request, `${here}#share`, {
        kind: "success",
        message: t("collection.shared"),
      });
    case "unshare":
      if (!(await unshareCollection(context.db, user.id, id))) throw missing();
      return redirectWithToast(request, `${here}#share`, {
        kind: "success",
        message: t("collection.unshared"),
      });
    case "delete": {
      const own = await ownCollection(context.db, user.id, id, locale);
      if (!own || !(await deleteCollection(context.db, user.id, id))) throw missing();
      return done(t("collection.deleted", { name: own.name }), localePath(locale, "/user/collections"));
    }
  }
}

type Collection = ReturnType<typeof useLoaderData<typeof loader>>["collection"];

function EditForm({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof collectionActionSchema>>({
    id: "edit-collection",
    lastResult: result,
    constraint: getZodConstraint(collectionActionSchema),
    defaultValue: { name: collection.name, description: collection.description },
  });
  return (
    <section className="section" aria-labelledby="edit-heading">
      <h2 id="edit-heading">{t("collection.editTitle")}</h2>
      <ErrorSummary
        form={form}
        result={result}
        labels={{ name: t("collection.name"), description: t("collection.description") }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <input type="hidden" name="intent" value="edit" />
        <CollectionFields name={fields.name} description={fields.description} />
        <div className="button-row">
          <button type="submit">{t("collection.save")}</button>
        </div>
      </Form>
    </section>
  );
}

/** One recipe's buttons, each a plain form: move up, move down, remove (named with the drink for screen readers). */
function RecipeButtons({
  recipeId,
  name,
  first,
  last,
}: {
  recipeId: number;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation();
  const button = (fields: Record<string, string>, label: string, text: string, quiet = false) => (
    <Form method="post" className="inline-form">
      {Object.entries({ ...fields, recipeId: String(recipeId) }).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button
        type="submit"
        className={`${quiet ? "button--quiet" : "button--secondary"} button--small`}
        aria-label={label}
      >
        {text}
      </button>
    </Form>
  );
  return (
    <div className="button-row collection-item__buttons" id={`recipe-${recipeId}`}>
      {first
        ? null
        : button({ intent: "move", direction: "up" }, t("collection.moveUp", { name }), t("collection.up"))}
      {last
        ? null
        : button(
            { intent: "move", direction: "down" },
            t("collection.moveDown", { name }),
            t("collection.down"),
          )}
      {button({ intent: "remove" }, t("collection.remove", { name }), t("collection.removeShort"), true)}
    </div>
  );
}

export default function CollectionPage() {
  const { t } = useTranslation();
  const { collection } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const ids = new Map(collection.recipes.map((r, index) => [r.slug, { id: r.id, index }]));
  const count = collection.recipes.length;
  return (
    <article className="prose collection">
      <h1>{collection.name}</h1>
      <p>
        <LocaleLink to="/user/collections">{t("collection.back")}</LocaleLink>
      </p>
      {collection.description ? <p>{collection.description}</p> : null}
      <p className="muted">{t("collection.recipeCount", { count })}</p>
      {count > 0 ? (
        <p>
          <LocaleLink
            to={`/plan?${collection.recipes
              .slice(0, PLAN_LIMITS.drinks)
              .map((r) => `d=${r.slug}`)
              .join("&")}`}
          >
            {t("collection.plan")}
          </LocaleLink>
        </p>
      ) : null}
      {count === 0 ? (
        <p className="empty-state">{t("collection.empty")}</p>
      ) : (
        <RecipeCards
          items={collection.recipes}
          extra={(item) => {
            const at = ids.get(item.slug);
            return at ? (
              <RecipeButtons
                recipeId={at.id}
                name={item.name}
                first={at.index === 0}
                last={at.index === count - 1}
              />
            ) : null;
          }}
        />
      )}

      <ExportLinks source={`collection-${collection.id}`} />

      <section className="section" id="share" aria-labelledby="share-heading">
        <h2 id="share-heading">{t("collection.shareTitle")}</h2>
        {collection.shareUrl ? (
          <>
            <p>{t("collection.sharedText")}</p>
            <div className="field">
              <label htmlFor="share-link">{t("collection.shareLink")}</label>
              <input id="share-link" readOnly value={collection.shareUrl} />
            </div>
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="unshare" />
              <button type="submit" className="button--secondary">
                {t("collection.unshare")}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>{t("collection.privateText")}</p>
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="share" />
              <button type="submit" className="button--secondary">
                {t("collection.share")}
              </button>
            </Form>
          </>
        )}
      </section>

      <EditForm collection={collection} />

      <section className="section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("collection.deleteTitle")}</h2>
        <p>{t("collection.deleteText")}</p>
        <Form
          method="post"
          className="inline-form"
          action={localePath(locale, `/user/collections/${collection.id}`)}
        >
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button--danger">
            {t("collection.delete", { name: collection.name })}
          </button>
        </Form>
      </section>
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
