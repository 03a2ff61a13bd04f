import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { DESCRIPTION_MAX, PRODUCT_NAME_MAX, type productSchema, URL_MAX } from "~/lib/brand-schemas";
import { CURRENCIES } from "~/lib/price-format";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";

export type CategoryGroup = { id: number; name: string; items: { id: number; name: string }[] };

/** A product's values as its form shows them (numbers already written the page's way). */
export type ProductFormValues = {
  name: string;
  categoryId: string;
  descriptionDe: string;
  descriptionEn: string;
  abv: string;
  volumeMl: string;
  price: string;
  currency: string;
  buyUrl: string;
};

type Props = {
  id: string;
  categories: CategoryGroup[];
  values?: ProductFormValues;
  result?: SubmissionResult<string[]>;
  submitLabel: string;
  /** what follows the submit button (a cancel link) */
  after?: ReactNode;
};

/**
 * A product's form, new and edit alike. The category is a generic ingredient: the product becomes a bottle
 * of that kind in the ingredient tree, so every recipe that asks for the kind counts it.
 */
export function ProductFormFields({ id, categories, values, result, submitLabel, after }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof productSchema>>({
    id,
    lastResult: result,
    defaultValue: values ?? { currency: "EUR" },
  });
  const category = fields.categoryId;
  const categoryHint = `${category.id}-hint`;
  const categoryInvalid = category.errors?.length ? true : undefined;
  const labels = {
    name: t("brandAdmin.productName"),
    categoryId: t("brandAdmin.category"),
    descriptionDe: t("brandAdmin.descriptionDe"),
    descriptionEn: t("brandAdmin.descriptionEn"),
    abv: t("brandAdmin.abv"),
    volumeMl: t("brandAdmin.volume"),
    price: t("brandAdmin.price"),
    currency: t("brandAdmin.currency"),
    buyUrl: t("brandAdmin.buyUrl"),
  };
  return (
    <>
      <ErrorSummary form={form} result={result} labels={labels} />
      <Form method="post" {...getFormProps(form)} noValidate className="form form--wide brand-form">
        <input type="hidden" name="intent" value="save" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="brand-form__narrow">
          <Field meta={fields.name} label={labels.name} maxLength={PRODUCT_NAME_MAX} autoComplete="off" />
          <div className="field">
            <label htmlFor={category.id}>{labels.categoryId}</label>
            <p id={categoryHint} className="field__hint">
              {t("brandAdmin.categoryHint")}
            </p>
            <select
              {...getSelectProps(category)}
              aria-describedby={[categoryHint, categoryInvalid ? category.errorId : ""].join(" ").trim()}
              aria-invalid={categoryInvalid}
            >
              <option value="">{t("brandAdmin.categoryChoose")}</option>
              {categories.map((group) => (
                <optgroup key={group.id} label={group.name}>
                  {group.items.map((item) => (
                    <option key={item.id} value={String(item.id)}>
                      {item.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <ErrorList id={category.errorId} errors={category.errors} />
          </div>
          <div className="brand-form__pair">
            <Field meta={fields.abv} label={labels.abv} hint={t("brandAdmin.abvHint")} maxLength={10} />
            <Field
              meta={fields.volumeMl}
              label={labels.volumeMl}
              hint={t("brandAdmin.volumeHint")}
              maxLength={10}
            />
          </div>
          <div className="brand-form__pair">
            <Field meta={fields.price} label={labels.price} hint={t("brandAdmin.priceHint")} maxLength={30} />
            <div className="field">
              <label htmlFor={fields.currency.id}>{labels.currency}</label>
              <select {...getSelectProps(fields.currency)}>
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              <ErrorList id={fields.currency.errorId} errors={fields.currency.errors} />
            </div>
          </div>
          <Field
            meta={fields.buyUrl}
            label={labels.buyUrl}
            hint={t("brandAdmin.buyUrlHint")}
            type="url"
            maxLength={URL_MAX}
            autoComplete="off"
          />
        </div>
        <div className="language-columns">
          <Field
            meta={fields.descriptionDe}
            label={labels.descriptionDe}
            multiline
            rows={5}
            maxLength={DESCRIPTION_MAX}
          />
          <Field
            meta={fields.descriptionEn}
            label={labels.descriptionEn}
            multiline
            rows={5}
            maxLength={DESCRIPTION_MAX}
          />
        </div>
        <p className="brand-form__buttons">
          <button type="submit">{submitLabel}</button>
          {after}
        </p>
      </Form>
    </>
  );
}
