// The bytes of a rendered document, made in one pass. React's renderToString answers a string built from
// thousands of small pieces; every new string made from it (the doctype in front, the title in its place)
// is copied again when it is encoded, and Buffer.from measures the text before encoding it. Encoding the
// pieces into one buffer sized for the worst case skips both (0.3 ms less for an 80 KB list page in a
// microbenchmark; within the noise of a whole render, docs/decisions/0036-rendered-pages-cheaper.md, sixth
// session). Handed to the page cache as bytes, the page is never encoded again on a hit.

const encoder = new TextEncoder();
const DOCTYPE = "<!DOCTYPE html>";

/**
 * `<!DOCTYPE html>` and `html` as UTF-8, with `title()` (text already escaped for HTML) in place of the
 * first `mark`; without the mark, the html as it is.
 */
export function documentBytes(html: string, mark: string, title: () => string): Buffer {
  const at = html.indexOf(mark);
  const pieces =
    at === -1 ? [DOCTYPE, html] : [DOCTYPE, html.slice(0, at), title(), html.slice(at + mark.length)];
  // A UTF-16 code unit is at most 3 bytes of UTF-8.
  const out = Buffer.allocUnsafe(pieces.reduce((n, piece) => n + piece.length, 0) * 3);
  let written = 0;
  for (const piece of pieces) written += encoder.encodeInto(piece, out.subarray(written)).written;
  return out.subarray(0, written);
}
