import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { slugSchema } from "~/lib/account-schemas";
import { ErrorSummary } from "./ErrorSummary";
import { Field } from "./Field";

/** The account page's profile address: one field, its errors summarised above the form. */
export function ProfileSlugForm({ slug, result }: { slug: string; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof slugSchema>>({
    id: "slug",
    lastResult: result,
    defaultValue: { profileSlug: slug },
    constraint: getZodConstraint(slugSchema),
  });
  return (
    <section className="panel" aria-labelledby="slug-title">
      <h2 id="slug-title">{t("account.slugTitle")}</h2>
      <ErrorSummary form={form} result={result} labels={{ profileSlug: t("account.slugLabel") }} />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <input type="hidden" name="intent" value="slug" />
        <Field
          meta={fields.profileSlug}
          label={t("account.slugLabel")}
          hint={t("account.slugHint")}
          maxLength={40}
        />
        <button type="submit" className="button--secondary">
          {t("account.slugSave")}
        </button>
      </Form>
    </section>
  );
}
