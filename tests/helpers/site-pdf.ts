// A studio site's page as bytes (receipts and invoices are PDFs), and a PDF's text as a reader gets it.
import { request as httpRequest } from "node:http";

/** GET `path` on the site of studio `slug` (Host `<slug>.studios.test`) of the app at `appUrl`. */
export function sitePage(appUrl: string, slug: string, path: string): Promise<{ status: number; type: string; body: Buffer }> {
  const u = new URL(appUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path, headers: { host: `${slug}.studios.test` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The text of a PDF, its items joined by spaces. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++)
    for (const item of (await (await doc.getPage(i)).getTextContent()).items) if ("str" in item) parts.push(item.str);
  await doc.destroy();
  return parts.join(" ").replace(/\s+/g, " ");
}

/** How many images a PDF's pages paint (the invoice's QR code is one). */
export async function pdfImageCount(pdf: Buffer): Promise<number> {
  const { getDocument, OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  let n = 0;
  for (let i = 1; i <= doc.numPages; i++)
    n += (await (await doc.getPage(i)).getOperatorList()).fnArray.filter((f) => f === OPS.paintImageXObject).length;
  await doc.destroy();
  return n;
}
