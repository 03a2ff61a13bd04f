import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "~/components/LocaleLink";
import { MenuBoard } from "~/components/MenuBoard";
import { MenuFilter } from "~/components/MenuFilter";
import { MenuPrintButton } from "~/components/MenuPrintButton";
import { MenuQrCode } from "~/components/MenuQrCode";
import { localePath } from "~/lib/locale";
import { formatPrice } from "~/lib/price-format";
import { qrSvg } from "~/lib/qr-svg";
import { isSlug } from "~/lib/slug";
import { DEFAULT_COUNTRY } from "~/lib/standard-drinks";
import { allergenList, menuStrength } from "~/lib/strength-text";
import {
  brandPublications,
  brandStock,
  liveBrand,
  makeableRecipes,
  publicMenu,
} from "~/models/brand-menus.server";
import menuStyles from "~/styles/brand-menu.css?url";
import { getEnv } from "~/utils/env.server";
import { assertParam, notFound, requestQuery } from "~/utils/http.server";
import { getT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { routeLocale } from "~/utils/route-locale";

// A brand's bar menu for guests: read on a phone at the table, or printed (one page per section), with a
// QR code that leads to this page in its language. "Only drinks available now" asks the virtual bar's matcher
// which drinks the brand's stock can make.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params);
  const slug = params.slug ?? "";
  assertParam(isSlug(slug, 120), request);
  const brand = await liveBrand(context.db, slug);
  if (!brand) throw notFound(new URL(request.url).pathname, "param");
  const [sections, stock, publications] = await Promise.all([
    publicMenu(context.db, { kind: "brand", id: brand.id }, locale),
    brandStock(context.db, brand.id),
    brandPublications(context.db, brand.id),
  ]);
  if (sections.length === 0) throw notFound(new URL(request.url).pathname, "param");
  const items = sections.flatMap((s) => s.items);
  // Without a stock list nothing can be said about availability: the switch is not offered at all.
  const available = stock.length > 0 ? await makeableRecipes(context.db, items, stock) : null;
  const availableOnly = available !== null && requestQuery(request).get("available") === "1";
  const path = localePath(locale, `/brand/${brand.slug}/menu`);
  const url = `${new URL(getEnv().PUBLIC_URL).origin}${path}`;
  const t = await getT(locale);
  return {
    seo: {
      title: t("brandMenu.pageTitle", { brand: brand.name }),
      description: t("brandMenu.metaDescription", { brand: brand.name }),
    },
    brand: { slug: brand.slug, name: brand.name },
    hasBook: publications.book,
    path,
    qr: { svg: await qrSvg(url), url },
    filter:
      available === null
        ? null
        : {
            availableOnly,
            total: items.length,
            available: items.filter((i) => available.has(i.recipeId)).length,
          },
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      items: s.items
        .filter((i) => !availableOnly || available?.has(i.recipeId))
        .map((i) => ({
          id: i.id,
          slug: i.slug,
          name: i.name,
          price: i.price === null ? null : formatPrice(i.price, i.currency, locale),
          note: i.note,
          strength: menuStrength(t, locale, i, DEFAULT_COUNTRY[locale]),
          allergens:
            i.allergens.length > 0
              ? t("brandMenu.allergens", { list: allergenList(t, locale, i.allergens) })
              : "",
          rawEgg: i.rawEgg,
        })),
    })),
    priced: items.some((i) => i.price !== null),
  };
}

export default function BrandMenuPage() {
  const { t } = useTranslation();
  const { brand, hasBook, path, qr, filter, sections, priced } = useLoaderData<typeof loader>();
  const disclaimer = t("brandMenu.disclaimer");
  return (
    <article className="bar-menu">
      <header className="bar-menu__cover">
        <div className="bar-menu__heading">
          {/* One heading says what the page is: "Bar menu: Driftplank", the kicker above the name. */}
          <h1>
            <span className="bar-menu__kicker">
              {t("brandMenu.title")}
              <span className="visually-hidden">: </span>
            </span>{" "}
            {brand.name}
          </h1>
          <ul className="bar-menu__links no-print">
            <li>
              <LocaleLink to={`/brand/${brand.slug}`}>{t("brandMenu.brandPage")}</LocaleLink>
            </li>
            {hasBook ? (
              <li>
                <LocaleLink to={`/brand/${brand.slug}/book`}>{t("brandMenu.bookLink")}</LocaleLink>
              </li>
            ) : null}
          </ul>
        </div>
        <MenuQrCode svg={qr.svg} url={qr.url} />
      </header>
      {filter ? <MenuFilter path={path} {...filter} /> : null}
      {priced ? <p className="menu-disclaimer">{disclaimer}</p> : null}
      <MenuBoard
        sections={sections}
        disclaimer={disclaimer}
        running={`${brand.name} · ${t("brandMenu.title")}`}
      />
      <p className="bar-menu__print">
        <MenuPrintButton label={t("brandMenu.print")} />
      </p>
    </article>
  );
}

export const meta = pageMeta;
