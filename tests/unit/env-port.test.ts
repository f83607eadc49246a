// Local URLs follow the port: with PUBLIC_BASE_URL and ROOT_DOMAIN unset, their development
// defaults use PORT (manageUrl of `PORT=4400 npm run dev` points at :4400); set values win.
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../lib/infra/env";

describe("PORT-derived local defaults", () => {
  it("default port 3000", () => {
    const e = parseEnv({});
    expect(e.PUBLIC_BASE_URL).toBe("http://localhost:3000");
    expect(e.ROOT_DOMAIN).toBe("localhost:3000");
  });

  it("PORT=4400 moves both", () => {
    const e = parseEnv({ PORT: "4400" });
    expect(e.PORT).toBe(4400);
    expect(e.PUBLIC_BASE_URL).toBe("http://localhost:4400");
    expect(e.ROOT_DOMAIN).toBe("localhost:4400");
  });

  it("explicit values win over the port", () => {
    const e = parseEnv({ PORT: "4400", PUBLIC_BASE_URL: "https://book.example.com", ROOT_DOMAIN: "book.example.com" });
    expect(e.PUBLIC_BASE_URL).toBe("https://book.example.com");
    expect(e.ROOT_DOMAIN).toBe("book.example.com");
  });
});
