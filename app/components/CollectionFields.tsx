import type { FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/Field";
import { useTranslation } from "~/components/I18n";
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX } from "~/lib/member-book";

/** A collection's name and description, as the "new collection" and "name and description" forms ask them. */
export function CollectionFields({
  name,
  description,
}: {
  name: FieldMetadata<string | undefined>;
  description: FieldMetadata<string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field meta={name} label={t("collection.name")} maxLength={COLLECTION_NAME_MAX} />
      <Field
        meta={description}
        label={t("collection.description")}
        multiline
        rows={3}
        maxLength={COLLECTION_DESCRIPTION_MAX}
      />
    </>
  );
}
