// The document title of every page, in one place: "{page} · {site}", an error page's status and title, and
// "Error: " in front when the page shows a failed form submission, so a screen reader hears it first.

export type TitleTexts = {
  siteName: string;
  notFoundTitle: string;
  serverErrorTitle: string;
  /** The title of a 503: the database (or another part) is away for a moment, not a fault in the page. */
  unavailableTitle: string;
  /** The title of a refused request (4xx other than 404). */
  requestTitle: string;
  /** The prefix for a page showing form errors, e.g. "Error:" / "Fehler:". */
  formErrorPrefix: string;
};

export function pageTitle(
  texts: TitleTexts | undefined,
  /** The page's own title, an error page's status, and how many forms on it show errors. */
  page: { title?: string; errorStatus?: number; formErrors?: number },
): string {
  const site = texts?.siteName ?? "Cocktail Atlas";
  if (page.errorStatus !== undefined) {
    const status = page.errorStatus;
    const title =
      status === 404
        ? texts?.notFoundTitle
        : status >= 400 && status < 500
          ? texts?.requestTitle
          : status === 503
            ? texts?.unavailableTitle
            : texts?.serverErrorTitle;
    return `${status} · ${title ?? "Error"} · ${site}`;
  }
  const base = page.title ? `${page.title} · ${site}` : site;
  return page.formErrors && texts ? `${texts.formErrorPrefix} ${base}` : base;
}
