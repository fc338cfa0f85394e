import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text of a PDF, as a reader's text extraction sees it, one string per page. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

export const pdfText = async (pdf: Buffer) => (await pdfPages(pdf)).join('\n');
