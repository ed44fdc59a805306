import { describe, expect, it } from "vitest";
import { testT } from "../../test/i18n";
import { addImage, imageRole, moveItem, removeAt } from "./product-form-model";

describe("list edits", () => {
  it("removes an entry only while more than one exists", () => {
    expect(removeAt(["a", "b"], 0)).toEqual(["b"]);
    expect(removeAt(["a"], 0)).toEqual(["a"]);
  });

  it("moves entries within the list", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });

  it("puts a new picture in a blank entry, else before the technical drawing", () => {
    const blank = [{ url: "", color: "" }];
    expect(addImage(blank, { url: "/u/1.webp", color: "Cactus" })).toEqual([{ url: "/u/1.webp", color: "Cactus" }]);
    const withDrawing = [
      { url: "/u/1.webp", color: "Cactus" },
      { url: "/u/d.svg", color: "" },
    ];
    expect(addImage(withDrawing, { url: "/u/2.webp", color: "Honey" }).map((i) => i.url)).toEqual([
      "/u/1.webp",
      "/u/2.webp",
      "/u/d.svg",
    ]);
    expect(addImage(withDrawing, { url: "/u/d2.svg", color: "" }).map((i) => i.url)).toEqual([
      "/u/1.webp",
      "/u/d.svg",
      "/u/d2.svg",
    ]);
  });

  it("names each picture's role: first main, second hover, last technical drawing", () => {
    const t = testT();
    expect([0, 1, 2, 3].map((i) => imageRole(i, 4, t))).toEqual(["Main", "Hover", null, "Technical drawing"]);
    expect([0, 1].map((i) => imageRole(i, 2, t))).toEqual(["Main", "Hover · technical drawing"]);
    expect(imageRole(0, 1, t)).toBe("Main");
  });
});
