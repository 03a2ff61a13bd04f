import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { saveBarSchema } from "~/lib/bar-schemas";
import { BAR_NAME_MAX } from "~/lib/bar-selection";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList, Field } from "./Field";

/** Saves the chosen ingredients as a named bar of the member. */
export function SaveBarForm({ ids, result }: { ids: number[]; result?: SubmissionResult }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof saveBarSchema>>({
    id: "save-bar",
    lastResult: result,
    constraint: getZodConstraint(saveBarSchema),
  });
  return (
    <>
      <ErrorSummary form={form} result={result} labels={{ name: t("bar.barName") }} />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="i" value={ids.join(",")} />
        <Field
          meta={fields.name}
          label={t("bar.barName")}
          hint={t("bar.barNameHint")}
          maxLength={BAR_NAME_MAX}
        />
        <button type="submit">{t("bar.save")}</button>
      </Form>
    </>
  );
}
