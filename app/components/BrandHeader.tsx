import { useTranslation } from "~/components/I18n";
import type { ShownText } from "~/lib/brand-text";
import { BrandExternalLink } from "./BrandExternalLink";
import { BrandMonogram } from "./BrandPicture";
import { BrandText } from "./BrandText";
import { LocaleLink } from "./LocaleLink";

export type BrandHeaderData = {
  slug: string;
  name: string;
  registeredSince: { iso: string; text: string };
  website: string | null;
  imprintUrl: string | null;
  description: ShownText | null;
  hasMenu: boolean;
  hasBook: boolean;
};

/** The top of a brand's page: name, description, registration date, its own links, menu and book. */
export function BrandHeader({ brand }: { brand: BrandHeaderData }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="brand-header">
        <div className="brand-header__title">
          <BrandMonogram name={brand.name} />
          <h1>{brand.name}</h1>
        </div>
        <BrandText shown={brand.description} className="prose" />
      </header>
      <dl className="recipe-facts brand-facts">
        <dt>{t("brand.registeredSince")}</dt>
        <dd>
          <time dateTime={brand.registeredSince.iso}>{brand.registeredSince.text}</time>
        </dd>
        {brand.website ? (
          <>
            <dt>{t("brand.website")}</dt>
            <dd>
              <BrandExternalLink href={brand.website}>{hostOf(brand.website)}</BrandExternalLink>
            </dd>
          </>
        ) : null}
        {brand.imprintUrl ? (
          <>
            <dt>{t("brand.imprint")}</dt>
            <dd>
              <BrandExternalLink href={brand.imprintUrl}>{hostOf(brand.imprintUrl)}</BrandExternalLink>
            </dd>
          </>
        ) : null}
      </dl>
      {brand.hasMenu || brand.hasBook ? (
        <nav aria-labelledby="brand-more" className="section">
          <h2 id="brand-more">{t("brand.moreTitle", { name: brand.name })}</h2>
          <ul className="link-list">
            {brand.hasMenu ? (
              <li>
                <LocaleLink to={`/brand/${brand.slug}/menu`}>{t("brand.menuLink")}</LocaleLink>
              </li>
            ) : null}
            {brand.hasBook ? (
              <li>
                <LocaleLink to={`/brand/${brand.slug}/book`}>{t("brand.bookLink")}</LocaleLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

/** "kesselwind.example" for a link's text: shorter than the whole address, and what people recognise. */
function hostOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname.replace(/^www\./, "")}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return url;
  }
}
