import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { resultBarSchema } from "~/lib/bar-schemas";
import { ErrorSummary } from "./ErrorSummary";
import { ErrorList } from "./Field";

type Props = { ids: number[]; bars: { id: number; name: string }[]; result?: SubmissionResult };

/** Puts the chosen ingredients into one of the member's saved bars (replacing what it held). */
export function UpdateBarForm({ ids, bars, result }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof resultBarSchema>>({
    id: "update-bar",
    lastResult: result,
    constraint: getZodConstraint(resultBarSchema),
  });
  const barId = fields.barId;
  return (
    <>
      <ErrorSummary form={form} result={result} labels={{ barId: t("bar.updateLabel") }} />
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="i" value={ids.join(",")} />
        <div className="field">
          <label htmlFor={barId.id}>{t("bar.updateLabel")}</label>
          <select
            {...getSelectProps(barId)}
            aria-describedby={barId.errors?.length ? barId.errorId : undefined}
          >
            {bars.map((bar) => (
              <option key={bar.id} value={bar.id}>
                {bar.name}
              </option>
            ))}
          </select>
          <ErrorList id={barId.errorId} errors={barId.errors} />
        </div>
        <button type="submit" className="button--secondary">
          {t("bar.update")}
        </button>
      </Form>
    </>
  );
}
