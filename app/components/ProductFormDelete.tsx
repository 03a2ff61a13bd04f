import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";
import { LocaleLink } from "./LocaleLink";

export type ProductUsage = {
  published: { id: number; slug: string; name: string }[];
  drafts: number;
};

/**
 * The second step of deleting a product: what it is used in, what those recipes will say instead, and the
 * button that does it. Nothing is deleted before this page's POST.
 */
export function ProductFormDelete({
  name,
  generic,
  usage,
  cancelTo,
}: {
  name: string;
  generic: string;
  usage: ProductUsage;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const used = usage.published.length + usage.drafts;
  return (
    <section className="section brand-admin__danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t("brandAdmin.deleteTitle", { name })}</h2>
      {used === 0 ? (
        <p>{t("brandAdmin.deleteUnused")}</p>
      ) : (
        <>
          <p>{t("brandAdmin.deleteUsed", { count: used, generic })}</p>
          {usage.published.length > 0 ? (
            <ul>
              {usage.published.map((r) => (
                <li key={r.id}>
                  <LocaleLink to={`/recipe/${r.slug}`}>{r.name}</LocaleLink>
                </li>
              ))}
            </ul>
          ) : null}
          {usage.drafts > 0 ? <p>{t("brandAdmin.deleteDrafts", { count: usage.drafts })}</p> : null}
        </>
      )}
      <Form method="post" className="brand-form__buttons">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="button--danger">
          {used === 0 ? t("brandAdmin.deleteConfirm") : t("brandAdmin.deleteConfirmUsed", { generic })}
        </button>
        <LocaleLink to={cancelTo} className="button button--secondary">
          {t("brandAdmin.cancel")}
        </LocaleLink>
      </Form>
    </section>
  );
}
