import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

export type AccountBrand = { slug: string; name: string; role: "owner" | "member"; live: boolean };

/** The account page's brands: the ones the member belongs to, each with its dashboard, and a new one. */
export function AccountBrands({ brands }: { brands: AccountBrand[] }) {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="brands-title">
      <h2 id="brands-title">{t("brandAdmin.accountTitle")}</h2>
      {brands.length === 0 ? (
        <p className="muted">{t("brandAdmin.accountNone")}</p>
      ) : (
        <ul>
          {brands.map((b) => (
            <li key={b.slug}>
              <LocaleLink to={`/brand/${b.slug}/manage`}>
                {t("brandAdmin.accountDashboard", { name: b.name })}
              </LocaleLink>{" "}
              <span className="muted">
                ({b.role === "owner" ? t("brandAdmin.owner") : t("brandAdmin.member")}
                {b.live ? "" : `, ${t("brandAdmin.pendingShort")}`})
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <LocaleLink to="/brand/register" className="button button--secondary">
          {t("brandAdmin.accountRegister")}
        </LocaleLink>
      </p>
    </section>
  );
}
