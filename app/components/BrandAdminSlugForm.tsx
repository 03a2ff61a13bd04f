import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { BRAND_SLUG_MAX, type brandDashboardSchema } from "~/lib/brand-schemas";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";

type SlugInput = Extract<z.input<typeof brandDashboardSchema>, { intent: "slug" }>;

/**
 * The brand's address below /brand/. Renaming the brand keeps it; changing it here keeps the old one working
 * (it answers with a permanent redirect), so printed links and QR codes stay good.
 */
export function BrandAdminSlugForm({ slug, result }: { slug: string; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<SlugInput>({
    id: "brand-slug",
    lastResult: result,
    defaultValue: { slug, intent: "slug" },
  });
  return (
    <section className="section" aria-labelledby="slug-title">
      <h2 id="slug-title">{t("brandAdmin.slugTitle")}</h2>
      <ErrorSummary form={form} result={result} labels={{ slug: t("brandAdmin.slugLabel") }} />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <input type="hidden" name="intent" value="slug" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.slug}
          label={t("brandAdmin.slugLabel")}
          hint={t("brandAdmin.slugHint")}
          maxLength={BRAND_SLUG_MAX}
          autoComplete="off"
        />
        <p>
          <button type="submit" className="button--secondary">
            {t("brandAdmin.slugSave")}
          </button>
        </p>
      </Form>
    </section>
  );
}
