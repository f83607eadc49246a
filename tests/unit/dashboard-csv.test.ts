// The dashboard's CSV rules in one module (docs/dashboard.md, CSV export): both exports, the
// bookings and the figures, write their files through csvFile, so these rules hold for both.
import { describe, expect, it } from "vitest";
import { csvDecimal, csvField, csvFile, csvMoney, phoneCell } from "../../lib/domain/dashboard/csv";

describe("dashboard CSV", () => {
  it("starts with the byte-order mark, ends lines with CRLF, uses the language's separator", () => {
    expect(csvFile("es", ["Sala", "Importe"], [["Sala 1", "12,50"]])).toBe("\uFEFFSala;Importe\r\nSala 1;12,50\r\n");
    expect(csvFile("ca", ["a"], [])).toBe("\uFEFFa\r\n");
    expect(csvFile("en", ["Room", "Amount"], [["Room, big", "12.50"]])).toBe('\uFEFFRoom,Amount\r\n"Room, big",12.50\r\n');
  });

  it("quotes a field only where its separator, a quote or a line break needs it", () => {
    expect(csvFile("es", ["h"], [["a,b"], ["a;b"], ['say "hi"'], ["two\nlines"]])).toBe(
      '\uFEFFh\r\na,b\r\n"a;b"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
    expect(csvField("a;b", ";")).toBe('"a;b"');
    expect(csvField("a;b")).toBe("a;b");
  });

  it("keeps a text that a spreadsheet would run as a formula as text; numbers stay numbers", () => {
    for (const s of ["=HYPERLINK(1)", "+1", "-1", "@SUM(A1)", "\tcmd"]) expect(csvField(s)).toBe(`'${s}`);
    expect(csvFile("en", ["h"], [["=1+1"]])).toBe("\uFEFFh\r\n'=1+1\r\n");
    expect(csvField(-5)).toBe("-5");
  });

  it("writes amounts in the currency's decimals with the language's decimal mark", () => {
    expect(csvMoney(1250, "EUR", "en")).toBe("12.50");
    expect(csvMoney(1250, "EUR", "es")).toBe("12,50");
    expect(csvMoney(1250, "JPY", "ca")).toBe("1250");
    expect(csvMoney(1250, "XXQ", "es")).toBe("12,50");
    expect(csvDecimal(2 / 3, 2, "ca")).toBe("0,67");
    expect(csvDecimal(2 / 3, 2, "en")).toBe("0.67");
  });

  it("writes a phone number so that spreadsheets keep it as text", () => {
    expect(phoneCell("+34611222333")).toBe("(+34) 611 22 23 33");
    expect(phoneCell("not a phone")).toBe("not a phone");
  });
});
