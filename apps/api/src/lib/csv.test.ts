import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOM, CsvError, detectDelimiter, formatField, isBlankRecord, parseCsv, toCsv } from "./csv.js";
import { unguardCell } from "./spreadsheet-cells.js";

const fields = (text: string, d?: "," | ";" | "\t") => parseCsv(text, d).map((r) => r.fields);

describe("parseCsv", () => {
  it("splits records and fields, with or without a final line break", () => {
    expect(fields("a,b,c\n1,2,3")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
    expect(fields("a,b,c\r\n1,2,3\r\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("keeps empty fields, including a trailing one", () => {
    expect(fields("a,,c,\n,,,")).toEqual([
      ["a", "", "c", ""],
      ["", "", "", ""],
    ]);
  });

  it("reads quoted fields with delimiters, doubled quotes and line breaks", () => {
    const text = 'sku,description\nX-1,"Steel, powder ""coated""\r\nsecond line"\nX-2,plain\n';
    const records = parseCsv(text);
    expect(records.map((r) => r.fields)).toEqual([
      ["sku", "description"],
      ["X-1", 'Steel, powder "coated"\nsecond line'],
      ["X-2", "plain"],
    ]);
    // The record after a two-line field starts on line 4.
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it("keeps Turkish letters and other Unicode untouched, and drops a byte-order mark", () => {
    const text = `${BOM}ad,açıklama\nŞezlong İğne,"Güneşli bahçeler için; ÖÇÜ öçü ıi"\n`;
    expect(fields(text)).toEqual([
      ["ad", "açıklama"],
      ["Şezlong İğne", "Güneşli bahçeler için; ÖÇÜ öçü ıi"],
    ]);
  });

  it("takes a quote inside an unquoted field literally", () => {
    expect(fields('12" cushion,x')).toEqual([['12" cushion', "x"]]);
  });

  it("reads semicolon- and tab-separated files", () => {
    expect(fields('a;"b;c";d', ";")).toEqual([["a", "b;c", "d"]]);
    expect(fields("a\tb", "\t")).toEqual([["a", "b"]]);
  });

  it("refuses an unclosed quote, naming the line its record starts on; keeps text after a closing quote", () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,"open\n2,3');
    } catch (err) {
      expect((err as CsvError).line).toBe(2);
      expect((err as CsvError).message).toMatch(/Line 2: a quoted field is never closed/);
    }
    // csv-parse's relax_quotes (needed for 12" above) reads a field that does not close cleanly as written.
    expect(fields('a\n"x"y')).toEqual([["a"], ['"x"y']]);
    expect(() => parseCsv('a\r\n"b\r\nc"\r\n"open')).toThrow(/^Line 4: a quoted field is never closed$/);
  });

  it("gives each record the line it starts on, whatever line breaks the file mixes", () => {
    const text = 'a\r\n"ç\r\nğ\rş",x\nb\rc\n\n"d\n"\ne';
    expect(parseCsv(text).map((r) => [r.line, r.fields])).toEqual([
      [1, ["a"]],
      [2, ["ç\nğ\nş", "x"]],
      [5, ["b"]],
      [6, ["c"]],
      [7, [""]],
      [8, ["d\n"]],
      [10, ["e"]],
    ]);
  });

  it("returns nothing for empty text and marks blank records", () => {
    expect(parseCsv("")).toEqual([]);
    expect(isBlankRecord(["", "  "])).toBe(true);
    expect(isBlankRecord(["", "x"])).toBe(false);
  });
});

describe("detectDelimiter", () => {
  it("finds the comma, the semicolon of Turkish spreadsheets, and tabs; quoted text does not count", () => {
    expect(detectDelimiter("sku,name,price\n")).toBe(",");
    expect(detectDelimiter(`${BOM}sku;name;price\r\n1;2;3`)).toBe(";");
    expect(detectDelimiter("sku\tname\tprice")).toBe("\t");
    expect(detectDelimiter('"a;b;c",d,e')).toBe(",");
    expect(detectDelimiter("sku")).toBe(",");
  });
});

describe("writing", () => {
  it("quotes only what needs it", () => {
    expect(formatField("plain")).toBe("plain");
    expect(formatField("a,b")).toBe('"a,b"');
    expect(formatField('say "hi"')).toBe('"say ""hi"""');
    expect(formatField("two\nlines")).toBe('"two\nlines"');
    expect(formatField(" edge ")).toBe('" edge "');
    expect(formatField("a;b", ";")).toBe('"a;b"');
    expect(formatField("")).toBe("");
  });

  it("writes a BOM and CRLF records, and escapes formulas only when asked", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["1", "2"],
      ]),
    ).toBe(`${BOM}a,b\r\n1,2\r\n`);
    expect(toCsv([["=HYPERLINK(1)", "+90", "-x", "@y", "ok"]], { bom: false, escapeFormulas: true })).toBe(
      "'=HYPERLINK(1),'+90,'-x,'@y,ok\r\n",
    );
    expect(toCsv([["=1+1"]], { bom: false })).toBe("=1+1\r\n");
  });

  it("round-trips anything it writes", () => {
    const rows = [
      ["sku", "name", "description", "list"],
      ["ÇAY-01", "Çay Bahçesi Sandalyesi", 'İki satır,\n"tırnaklı" ve; noktalı virgül', "Kırmızı, Yeşil"],
      ["", " spaced ", "\n", '"'],
      ["a\r\nb", "ğüşıöç ĞÜŞİÖÇ", "emoji 🪑", ","],
    ];
    const back = parseCsv(toCsv(rows)).map((r) => r.fields);
    // A CRLF inside a field is read back as LF; everything else is identical.
    expect(back).toEqual(rows.map((r) => r.map((f) => f.replaceAll("\r\n", "\n"))));
    expect(parseCsv(toCsv(rows, { delimiter: ";" }), ";").map((r) => r.fields)).toEqual(back);
  });

  it("round-trips any text with the formula guard on, in every delimiter (the export → import contract, issue 14)", () => {
    const cell = fc.string({
      unit: fc.constantFrom("a", "Ş", "ı", " ", ",", ";", "\t", '"', "'", "=", "+", "-", "@", "\r", "\n", "🪑"),
    });
    const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(rows, fc.constantFrom<"," | ";" | "\t">(",", ";", "\t"), (written, delimiter) => {
        const text = toCsv(written, { delimiter, escapeFormulas: true });
        const back = parseCsv(text, delimiter).map((r) => r.fields.map(unguardCell));
        expect(back).toEqual(written.map((r) => r.map((f) => f.replace(/\r\n?/g, "\n"))));
      }),
    );
  });
});
