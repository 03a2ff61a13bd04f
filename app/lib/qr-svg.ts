import QRCode from "qrcode";

// QR codes as inline SVG, made on the server: no image request, no script, sharp at any print size. Only our
// own absolute URLs go in, and the SVG the library writes holds nothing but paths, so it can be embedded.

/** An SVG QR code for `url`, dark on a white quiet zone (scanners need the light margin even in dark mode). */
export async function qrSvg(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  // The picture is described by its container (role="img" with a label), so the SVG itself stays silent.
  return svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ').trim();
}
