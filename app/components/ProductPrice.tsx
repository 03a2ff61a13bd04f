import { useTranslation } from "~/components/I18n";

/** A price and, right beside it, the notice that shown prices may differ (SPEC §9): never one without the other. */
export function ProductPrice({ price, className }: { price: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className ? `price ${className}` : "price"}>
      <span className="price__amount">{price}</span>{" "}
      <small className="price__note">{t("product.priceDisclaimer")}</small>
    </p>
  );
}
