import { useTranslation } from "~/components/I18n";

/**
 * The menu's QR code: an SVG made on the server (app/lib/qr-svg.ts), named as one image for screen readers,
 * with the address it leads to written out beside it (people who cannot scan can type it; print keeps it).
 */
export function MenuQrCode({ svg, url }: { svg: string; url: string }) {
  const { t } = useTranslation();
  return (
    <figure className="menu-qr">
      <div
        className="menu-qr__code"
        role="img"
        aria-label={t("brandMenu.qrLabel", { url })}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG of paths, made on the server from our own URL
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>
        {t("brandMenu.qrCaption")}
        <span className="menu-qr__url">{url}</span>
      </figcaption>
    </figure>
  );
}
