import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { MenuBoard, type MenuBoardSection } from "~/components/MenuBoard";
import { MenuFilter } from "~/components/MenuFilter";
import { MenuPrintButton } from "~/components/MenuPrintButton";
import { MenuQrCode } from "~/components/MenuQrCode";
import { localePath } from "~/lib/locale";
import { SHARE_TOKEN } from "~/lib/member-book";
import { pickText } from "~/lib/menu-text";
import { qrSvg } from "~/lib/qr-svg";
import { DEFAULT_COUNTRY } from "~/lib/standard-drinks";
import { allergenList, menuStrength } from "~/lib/strength-text";
import { makeableRecipes, publicMenu } from "~/models/brand-menus.server";
import { barMakes, guestDrinks, sharedGuestMenu } from "~/models/guest-menus.server";
import menuStyles from "~/styles/brand-menu.css?url";
import { getEnv } from "~/utils/env.server";
import { assertParam, notFound, requestQuery } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// A member's menu for guests, opened by its link without an account: per drink its name, what goes in,
// strength, allergens and whether the bar can make it now, worked out from the saved bar as it is at this
// moment. "Every drink the bar makes now" lists exactly those (a drink the bar no longer makes is gone);
// chosen drinks stay, marked "Not available right now", and the brand menu's switch hides them. Never says
// whose menu or bar it is; kept out of search engines and every cache, so a revoked link is 404 at once.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const token = params.token ?? "";
  assertParam(SHARE_TOKEN.test(token), request);
  const menu = await sharedGuestMenu(context.db, token);
  if (!menu) throw notFound(new URL(request.url).pathname, "param");
  const t = await getT(locale);
  const country = DEFAULT_COUNTRY[locale];
  const path = localePath(locale, `/guest-menu/${token}`);
  const url = `${new URL(getEnv().PUBLIC_URL).origin}${path}`;
  type Drink = Awaited<ReturnType<typeof guestDrinks>>[number];
  const shown = (
    drink: Drink,
    id: number,
    available: boolean,
    note = pickText({ de: "", en: "" }, locale),
  ) => ({
    id,
    slug: drink.slug,
    name: drink.name,
    price: null,
    note,
    strength: menuStrength(t, locale, drink, country),
    ingredients: drink.ingredients.join(", "),
    allergens:
      drink.allergens.length > 0
        ? t("brandMenu.allergens", { list: allergenList(t, locale, drink.allergens) })
        : "",
    rawEgg: drink.rawEgg,
    available,
  });

  let sections: MenuBoardSection[];
  let filter: { availableOnly: boolean; total: number; available: number } | null = null;
  if (menu.mode === "all") {
    const makes = await barMakes(context.db, menu.owned, locale);
    const drinks = await guestDrinks(context.db, makes.ids, locale);
    sections = [
      {
        id: 0,
        title: pickText({ de: t("guestMenu.allSection"), en: t("guestMenu.allSection") }, locale),
        items: drinks.map((d) => shown(d, d.recipeId, true)),
      },
    ];
  } else {
    const chosen = await publicMenu(context.db, { kind: "guest", id: menu.id }, locale);
    const items = chosen.flatMap((s) => s.items);
    const [available, drinks] = await Promise.all([
      makeableRecipes(context.db, items, menu.owned),
      guestDrinks(context.db, [...new Set(items.map((i) => i.recipeId))], locale),
    ]);
    const byId = new Map(drinks.map((d) => [d.recipeId, d]));
    const availableOnly = requestQuery(request).get("available") === "1";
    filter = {
      availableOnly,
      total: items.length,
      available: items.filter((i) => available.has(i.recipeId)).length,
    };
    sections = chosen.map((s) => ({
      id: s.id,
      title: s.title,
      items: s.items.flatMap((i) => {
        const drink = byId.get(i.recipeId);
        const can = available.has(i.recipeId);
        if (!drink || (availableOnly && !can)) return [];
        return [shown(drink, i.id, can, i.note)];
      }),
    }));
  }
  const title = menu.title || t("guestMenu.defaultTitle");
  return data(
    {
      seo: { title, description: menu.intro || undefined, noindex: true },
      title,
      intro: menu.intro,
      path,
      qr: { svg: await qrSvg(url), url },
      filter,
      sections,
      empty: sections.every((s) => s.items.length === 0) && filter === null,
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  for (const name of ["Cache-Control", "X-Robots-Tag"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export default function GuestMenuPage() {
  const { t } = useTranslation();
  const { title, intro, path, qr, filter, sections, empty } = useLoaderData<typeof loader>();
  return (
    <article className="bar-menu">
      <header className="bar-menu__cover">
        <div className="bar-menu__heading">
          <p className="bar-menu__kicker">{t("guestMenu.kicker")}</p>
          <h1>{title}</h1>
          {intro ? <p className="guest-menu__intro">{intro}</p> : null}
          <p className="muted">{t("guestMenu.publicIntro")}</p>
        </div>
        <MenuQrCode svg={qr.svg} url={qr.url} />
      </header>
      {filter ? <MenuFilter path={path} {...filter} /> : null}
      {empty ? (
        <p className="empty-state">{t("guestMenu.allEmpty")}</p>
      ) : (
        <MenuBoard sections={sections} disclaimer="" running={`${title} · ${t("guestMenu.kicker")}`} />
      )}
      <p className="bar-menu__print">
        <MenuPrintButton label={t("guestMenu.print")} />
      </p>
    </article>
  );
}

export const meta = pageMeta;
