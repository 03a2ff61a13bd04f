import type { ReactNode } from "react";
import { useTranslation } from "~/components/I18n";

/**
 * A link that leaves the site (a brand's website, imprint or shop): marked for the eye with an arrow and for
 * the ear with a hidden "(external site, leaves Cocktail Atlas)". Nothing is rendered without a safe address.
 */
export function BrandExternalLink({
  href,
  rel = "noopener",
  className,
  children,
}: {
  href: string | null;
  rel?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <a href={href} rel={rel} className={className}>
      {children}
      <span aria-hidden="true" className="external-mark">
        {" "}
        ↗
      </span>
      <span className="visually-hidden"> {t("brand.external")}</span>
    </a>
  );
}
