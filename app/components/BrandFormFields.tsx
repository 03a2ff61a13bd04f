import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/components/I18n";
import { BRAND_NAME_MAX, URL_MAX } from "~/lib/brand-schemas";
import { Field } from "./Field";

type Meta = FieldMetadata<string | undefined>;

/** The fields every brand has (registration and profile alike): name, website, imprint. */
export function BrandFormFields({ fields }: { fields: { name: Meta; websiteUrl: Meta; imprintUrl: Meta } }) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        meta={fields.name}
        label={t("brandAdmin.brandName")}
        hint={t("brandAdmin.brandNameHint")}
        autoComplete="organization"
        maxLength={BRAND_NAME_MAX}
      />
      <Field
        meta={fields.websiteUrl}
        label={t("brandAdmin.websiteUrl")}
        hint={t("brandAdmin.urlHint")}
        type="url"
        autoComplete="url"
        maxLength={URL_MAX}
      />
      <Field
        meta={fields.imprintUrl}
        label={t("brandAdmin.imprintUrl")}
        hint={t("brandAdmin.imprintHint")}
        type="url"
        autoComplete="off"
        maxLength={URL_MAX}
      />
    </>
  );
}

/** Labels of the brand fields, for an error summary's links. */
export function useBrandFieldLabels(): Record<string, string> {
  const { t } = useTranslation();
  return {
    name: t("brandAdmin.brandName"),
    websiteUrl: t("brandAdmin.websiteUrl"),
    imprintUrl: t("brandAdmin.imprintUrl"),
  };
}
