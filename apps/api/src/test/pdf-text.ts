/**
 * The text of a PDF as a reader would copy it, page by page (pdfjs-dist, the engine of Firefox's
 * viewer): lines joined by newlines, so tests can look for what a person would read.
 */
export async function pdfText(
  pdf: Uint8Array,
): Promise<{ pages: string[]; text: string; info: Record<string, unknown> }> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let page = "";
    for (const item of content.items) {
      if (!("str" in item)) continue;
      page += item.str + (item.hasEOL ? "\n" : "");
    }
    pages.push(page);
  }
  const info = (await doc.getMetadata()).info as Record<string, unknown>;
  await task.destroy();
  return { pages, text: pages.join("\n"), info };
}
