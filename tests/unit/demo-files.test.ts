// The demo studios' files (prisma/demo/files) at /demo/…: pre-production serves them with their
// type and the security headers; production has no such path on any host; the request's path
// cannot leave the folder. Nothing of it is under public/ any more (Next would serve it everywhere).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_FILES_DIR, demoFileResponse, readDemoFile } from "../../lib/http/demo-files";
import { GET } from "../../app/demo/[...path]/route";

const PRE = { production: false };

describe("demo files", () => {
  it("pre-production: the calendar feed and the photos the demo studio file names, byte for byte, with their types", async () => {
    const ics = await readDemoFile(["estudi-llum-calendar.ics"], PRE);
    expect(ics?.contentType).toBe("text/calendar; charset=utf-8");
    expect(ics?.body.equals(readFileSync(join(DEMO_FILES_DIR, "estudi-llum-calendar.ics")))).toBe(true);
    expect(ics?.body.toString("utf8")).toMatch(/^BEGIN:VCALENDAR/);
    // Every /demo/… URL of the demo studios resolves to a file served here.
    const json = readFileSync(join(process.cwd(), "prisma/demo/estudi-llum.json"), "utf8");
    const urls = [...json.matchAll(/"(\/demo\/[^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const u of urls) expect(await readDemoFile(u.slice("/demo/".length).split("/"), PRE), u).not.toBeNull();
    const svg = await readDemoFile(["estudi-llum", "cover.svg"], PRE);
    expect(svg?.contentType).toBe("image/svg+xml");
    expect(svg?.body.toString("utf8")).toMatch(/^<svg /);
  });

  it("production: not found, on any path", async () => {
    expect(await readDemoFile(["estudi-llum-calendar.ics"], { production: true })).toBeNull();
    expect(await readDemoFile(["estudi-llum", "cover.svg"], { production: true })).toBeNull();
    const r = await demoFileResponse(["estudi-llum", "cover.svg"], true);
    expect(r.status).toBe(404);
    expect(r.headers.get("strict-transport-security")).toBeTruthy();
    expect(await r.text()).toBe("Not found");
  });

  it("the path is confined: traversal, hidden files, encoded separators, unknown types and symlinks out are refused", async () => {
    for (const segments of [
      ["..", "estudi-llum.json"],
      ["..", "..", "package.json"],
      ["estudi-llum", "..", "..", "estudi-llum.json"],
      ["..%2F..%2Fpackage.json"],
      ["../../package.json"],
      ["estudi-llum\\..\\..\\estudi-llum.json"],
      [".hidden.svg"],
      ["estudi-llum", "cover.svg\u0000.ics"],
      ["estudi-llum"], // a folder
      ["estudi-llum", "missing.svg"],
      ["notes.txt"],
      [],
    ])
      expect(await readDemoFile(segments, PRE), JSON.stringify(segments)).toBeNull();
    // A symlink inside the folder pointing outside it.
    const root = mkdtempSync(join(tmpdir(), "demo-files-"));
    const dir = join(root, "files");
    mkdirSync(dir);
    writeFileSync(join(root, "secret.svg"), "<svg/>");
    writeFileSync(join(dir, "ok.svg"), "<svg>ok</svg>");
    symlinkSync(join(root, "secret.svg"), join(dir, "link.svg"));
    expect((await readDemoFile(["ok.svg"], { production: false, dir }))?.body.toString()).toBe("<svg>ok</svg>");
    expect(await readDemoFile(["link.svg"], { production: false, dir })).toBeNull();
  });

  it("GET /demo/… (pre-production): the file with its type, nosniff and a CSP that runs nothing", async () => {
    const res = await GET(new Request("http://localhost/demo/estudi-llum/raco.svg"), {
      params: Promise.resolve({ path: ["estudi-llum", "raco.svg"] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(DEMO_FILES_DIR, "estudi-llum/raco.svg")))).toBe(true);
    const missing = await GET(new Request("http://localhost/demo/x.svg"), {
      params: Promise.resolve({ path: ["..", "estudi-llum.json"] }),
    });
    expect(missing.status).toBe(404);
  });

  it("nothing demo is left under public/ (served in production on every host)", () => {
    expect(existsSync(join(process.cwd(), "public/demo"))).toBe(false);
  });
});
