import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useActionData } from "~/components/DocumentTitle";
import { ErrorSummary } from "~/components/ErrorSummary";
import { ErrorList, Field } from "~/components/Field";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { MenuPageErrors } from "~/components/MenuPageErrors";
import { MenuQrCode } from "~/components/MenuQrCode";
import { MenuSectionsEditor } from "~/components/MenuSectionsEditor";
import { useForm } from "~/hooks/use-form";
import { localePath } from "~/lib/locale";
import { changeError, changeMessage, menuChangeTarget, menuPlaces, resolveFocus } from "~/lib/menu-changes";
import {
  GUEST_INTRO_MAX,
  GUEST_MENU_MODES,
  GUEST_TITLE_MAX,
  type GuestMenuMode,
  guestMenuActionSchema,
  pickerQuery,
} from "~/lib/menu-schemas";
import { priceFieldValue } from "~/lib/price-format";
import { qrSvg } from "~/lib/qr-svg";
import { changeMenu, makeableRecipes, menuEditor, recipeChoices } from "~/models/brand-menus.server";
import {
  barHolds,
  barMakes,
  createGuestMenu,
  deleteGuestMenu,
  guestDrinks,
  MAX_ALL_DRINKS,
  ownGuestMenu,
  saveGuestMenu,
  shareGuestMenu,
  unshareGuestMenu,
} from "~/models/guest-menus.server";
import menuStyles from "~/styles/brand-menu.css?url";
import { requireUser } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { formError, parseForm, readForm } from "~/utils/forms.server";
import { assertParam, assertSameOrigin, notFound, requestQuery, routeHeaders } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";
import { redirectWithToast } from "~/utils/toast.server";

// A member's menu for guests, made from one of their saved bars: title, note, which drinks (every drink the
// bar makes now, or chosen drinks in sections with notes: the brand menu's editor without prices), the link
// for guests with its QR code, and deletion. Another member's bar (or none) is "Page Not Found", like a
// mistyped address. Every form is a plain POST answered by a redirect with a toast, or the page with errors.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

function barIdOf(params: { barId?: string }, request: Request): number {
  const raw = params.barId ?? "";
  assertParam(/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647, request);
  return Number(raw);
}

async function owner(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const locale = routeLocale(args.params);
  const barId = barIdOf(args.params, args.request);
  const user = await requireUser(args.request, args.context, locale);
  const found = await ownGuestMenu(args.context.db, user.id, barId);
  if (!found) throw notFound(new URL(args.request.url).pathname, "param");
  return { locale, barId, user, found };
}

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const { locale, barId, found } = await owner(args);
  const { bar, menu } = found;
  const t = await getT(locale);
  const headers = { "Cache-Control": "private, no-store" };
  const seo = { title: t("guestMenu.editorTitle", { bar: bar.name }), noindex: true };
  if (!menu) return data({ seo, bar, menu: null }, { headers });

  const owned = await barHolds(context.db, barId);
  const publicUrl = menu.shareToken
    ? `${new URL(getEnv().PUBLIC_URL).origin}${localePath(locale, `/guest-menu/${menu.shareToken}`)}`
    : null;
  const share = publicUrl ? { url: publicUrl, svg: await qrSvg(publicUrl) } : null;
  const settings = { title: menu.title, intro: menu.intro, mode: menu.mode };

  if (menu.mode === "all") {
    const makes = await barMakes(context.db, owned, locale);
    const drinks = await guestDrinks(context.db, makes.ids, locale);
    return data(
      {
        seo,
        bar,
        menu: {
          ...settings,
          share,
          all: {
            total: makes.total,
            shown: makes.total > MAX_ALL_DRINKS ? MAX_ALL_DRINKS : null,
            names: drinks.map((d) => d.name),
          },
          chosen: null,
        },
      },
      { headers },
    );
  }

  const search = requestQuery(request);
  const query = pickerQuery(search.get("q"));
  const guestOwner = { kind: "guest", id: menu.id } as const;
  const [sections, found2] = await Promise.all([
    menuEditor(context.db, guestOwner, locale),
    query ? recipeChoices(context.db, query, locale) : [],
  ]);
  const items = sections.flatMap((s) => s.items);
  const makeable = await makeableRecipes(
    context.db,
    items.filter((i) => i.status === "published"),
    owned,
  );
  const pickSection = sections.find((s) => String(s.id) === search.get("section")) ?? sections[0];
  return data(
    {
      seo,
      bar,
      menu: {
        ...settings,
        share,
        all: null,
        chosen: {
          focus: resolveFocus(search.get("focus"), menuPlaces(sections)),
          total: new Set(items.map((i) => i.recipeId)).size,
          makesNow: makeable.size,
          sections: sections.map(({ items, ...s }) => ({
            ...s,
            items: items.map(({ price, status, requiredIds: _required, ...i }) => ({
              ...i,
              priceText: priceFieldValue(price, locale),
              published: status === "published",
              makesNow: makeable.has(i.recipeId),
            })),
          })),
          picker: {
            query,
            sectionId: pickSection?.id ?? null,
            results: found2.map((r) => ({
              id: r.id,
              name: r.name,
              added: Boolean(pickSection?.items.some((i) => i.recipeId === r.id)),
            })),
          },
        },
      },
    },
    { headers },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const { locale, barId, user, found } = await owner(args);
  const submission = parseForm(await readForm(request), guestMenuActionSchema);
  if (submission.status !== "success") return formError(submission.reply());
  const t = await getT(locale);
  const here = localePath(locale, `/user/bars/${barId}/menu`);
  const missing = () => notFound(new URL(request.url).pathname, "param");
  const done = (message: string, to = here) => redirectWithToast(request, to, { kind: "success", message });
  const { value } = submission;
  switch (value.intent) {
    case "create": {
      const { intent: _, ...settings } = value;
      if (!(await createGuestMenu(context.db, user.id, barId, settings))) throw missing();
      return done(t("guestMenu.created"));
    }
    case "settings": {
      const { intent: _, ...settings } = value;
      if (!(await saveGuestMenu(context.db, user.id, barId, settings))) throw missing();
      return done(t("guestMenu.saved"));
    }
    case "share":
      if (!(await shareGuestMenu(context.db, user.id, barId))) throw missing();
      return done(t("guestMenu.shared"), `${here}#share`);
    case "unshare":
      if (!(await unshareGuestMenu(context.db, user.id, barId))) throw missing();
      return done(t("guestMenu.unshared"), `${here}#share`);
    case "delete-menu":
      if (!(await deleteGuestMenu(context.db, user.id, barId))) throw missing();
      return done(t("guestMenu.deleted"), localePath(locale, "/user/bars"));
  }
  // A section or drink of the menu: the brand menu's changes, owned by this guest menu.
  if (!found.menu) throw missing();
  const change = await changeMenu(context.db, { kind: "guest", id: found.menu.id }, value, locale);
  if (!change.ok) {
    const { key, status } = changeError(change);
    return formError(submission.reply({ formErrors: [key] }), status);
  }
  return done(changeMessage(t, change), menuChangeTarget(new URL(request.url), change));
}

type Result = SubmissionResult<string[]> | undefined;
type Settings = { title: string; intro: string; mode: GuestMenuMode };

/** Title, note and which drinks: to make the menu (no `saved`) or to change it. */
function SettingsForm({ saved, result }: { saved: Settings | null; result: Result }) {
  const { t } = useTranslation();
  const intent = saved ? "settings" : "create";
  const mine = result?.initialValue?.intent === intent ? result : undefined;
  const [form, fields] = useForm({
    id: "guest-menu-settings",
    lastResult: mine,
    defaultValue: saved ?? { title: "", intro: "", mode: "all" },
  });
  const labels = {
    title: t("guestMenu.titleLabel"),
    intro: t("guestMenu.introLabel"),
    mode: t("guestMenu.modeLegend"),
  };
  const modeErrors = fields.mode.errors;
  const chosenMode = (fields.mode.initialValue as string | undefined) ?? saved?.mode ?? "all";
  return (
    <>
      <ErrorSummary form={form} result={mine} labels={labels} />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <input type="hidden" name="intent" value={intent} />
        <Field
          meta={fields.title}
          label={labels.title}
          hint={t("guestMenu.titleHint")}
          maxLength={GUEST_TITLE_MAX}
        />
        <Field meta={fields.intro} label={labels.intro} multiline rows={3} maxLength={GUEST_INTRO_MAX} />
        <fieldset
          className="filters__choices"
          id={fields.mode.id}
          aria-describedby={modeErrors?.length ? fields.mode.errorId : undefined}
        >
          <legend>{labels.mode}</legend>
          {GUEST_MENU_MODES.map((mode) => (
            <label key={mode} className="inline-choice">
              <input type="radio" name={fields.mode.name} value={mode} defaultChecked={chosenMode === mode} />{" "}
              {mode === "all" ? t("guestMenu.modeAll") : t("guestMenu.modeChosen")}
            </label>
          ))}
          <ErrorList id={fields.mode.errorId} errors={modeErrors} />
        </fieldset>
        <div className="button-row">
          <button type="submit">{saved ? t("guestMenu.save") : t("guestMenu.create")}</button>
        </div>
      </Form>
    </>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Chosen = NonNullable<NonNullable<Loaded["menu"]>["chosen"]>;

function ChosenDrinks({ chosen, result }: { chosen: Chosen; result: Result }) {
  const { t } = useTranslation();
  const { sections, picker, focus } = chosen;
  return (
    <MenuSectionsEditor
      sections={sections}
      picker={picker}
      result={result}
      focus={focus}
      priced={false}
      intro={
        <>
          <p className="muted">{t("guestMenu.chosenHint")}</p>
          {chosen.total > 0 ? <p>{t("guestMenu.makesNow", { count: chosen.makesNow })}</p> : null}
        </>
      }
    />
  );
}

export default function GuestMenuEditor() {
  const { t } = useTranslation();
  const { bar, menu } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const focus = menu?.chosen?.focus ?? null;
  // With JavaScript the page is not reloaded, so autofocus does not run again: focus the pressed button.
  useEffect(() => {
    if (focus && location.key) document.getElementById(focus)?.focus();
  }, [focus, location.key]);
  return (
    <article className="menu-editor">
      <h1>{t("guestMenu.editorTitle", { bar: bar.name })}</h1>
      <p className="menu-editor__nav">
        <LocaleLink to="/user/bars">{t("guestMenu.backToBars")}</LocaleLink>
      </p>
      <p>{t("guestMenu.editorIntro")}</p>
      {menu ? <MenuPageErrors result={result} /> : null}
      {menu === null ? (
        <section className="section" aria-labelledby="create-heading">
          <h2 id="create-heading">{t("guestMenu.createHeading")}</h2>
          <SettingsForm saved={null} result={result} />
        </section>
      ) : (
        <>
          <section className="section" id="share" aria-labelledby="share-heading">
            <h2 id="share-heading">{t("guestMenu.shareHeading")}</h2>
            {menu.share ? (
              <>
                <p>{t("guestMenu.sharedText")}</p>
                <div className="field">
                  <label htmlFor="share-link">{t("guestMenu.shareLink")}</label>
                  <input id="share-link" readOnly value={menu.share.url} />
                </div>
                <p>
                  <a href={menu.share.url}>{t("guestMenu.openPublic")}</a>
                </p>
                <MenuQrCode svg={menu.share.svg} url={menu.share.url} />
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="unshare" />
                  <button type="submit" className="button--secondary">
                    {t("guestMenu.unshare")}
                  </button>
                </Form>
              </>
            ) : (
              <>
                <p>{t("guestMenu.privateText")}</p>
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="share" />
                  <button type="submit" className="button--secondary">
                    {t("guestMenu.share")}
                  </button>
                </Form>
              </>
            )}
          </section>
          <section className="section" aria-labelledby="settings-heading">
            <h2 id="settings-heading">{t("guestMenu.settingsHeading")}</h2>
            <SettingsForm saved={{ title: menu.title, intro: menu.intro, mode: menu.mode }} result={result} />
          </section>
          {menu.all ? (
            <section className="section" aria-labelledby="all-heading">
              <h2 id="all-heading">{t("guestMenu.allSection")}</h2>
              {menu.all.total === 0 ? (
                <p className="empty-state">{t("guestMenu.allNone")}</p>
              ) : (
                <>
                  <p>{t("guestMenu.allNow", { count: menu.all.total })}</p>
                  {menu.all.shown ? <p>{t("guestMenu.allCapped", { shown: menu.all.shown })}</p> : null}
                  <p className="muted">{menu.all.names.join(", ")}</p>
                </>
              )}
            </section>
          ) : null}
          {menu.chosen ? <ChosenDrinks chosen={menu.chosen} result={result} /> : null}
          <section className="section" aria-labelledby="delete-heading">
            <h2 id="delete-heading">{t("guestMenu.deleteHeading")}</h2>
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="delete-menu" />
              <button type="submit" className="button--danger">
                {t("guestMenu.deleteMenuLabel", { bar: bar.name })}
              </button>
            </Form>
          </section>
        </>
      )}
    </article>
  );
}

export const meta = pageMeta;

export const headers = routeHeaders;
