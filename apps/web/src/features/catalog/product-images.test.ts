import type { ProductImage } from "@avlu/contract/catalog";
import { describe, expect, it } from "vitest";
import {
  cardImages,
  colorThumbnails,
  displayedImage,
  initialSelection,
  isNewProduct,
  packingOptions,
  shortProductName,
  technicalDrawing,
} from "./product-images";

const images: ProductImage[] = [
  { url: "/uploads/cactus.svg", color: "Cactus" },
  { url: "/uploads/anthracite.svg", color: "Anthracite" },
  { url: "/uploads/drawing.svg", color: null },
];

describe("displayed image (SPEC §4)", () => {
  it("shows the chosen picture first", () => {
    expect(displayedImage(images, "/uploads/anthracite.svg", "Cactus")).toBe("/uploads/anthracite.svg");
  });
  it("else the selected colour's picture, matching the colour name case-insensitively", () => {
    expect(displayedImage(images, null, "anthracite")).toBe("/uploads/anthracite.svg");
  });
  it("else the first non-empty picture", () => {
    expect(displayedImage(images, null, "Chili")).toBe("/uploads/cactus.svg");
    expect(displayedImage([{ url: "", color: "Cactus" }, ...images.slice(1)], "", "")).toBe("/uploads/anthracite.svg");
  });
  it("else nothing, so the page says no picture is available", () => {
    expect(displayedImage([], null, "Cactus")).toBeUndefined();
    expect(displayedImage([{ url: "", color: null }], null, "")).toBeUndefined();
  });
});

describe("gallery pieces", () => {
  it("offers at most five colour thumbnails, only for colours with a picture, in the product's order", () => {
    const many = ["A", "B", "C", "D", "E", "F", "G"].map((c) => ({ url: `/u/${c}.svg`, color: c }));
    expect(colorThumbnails(many, ["G", "A", "B", "Z", "C", "D", "E", "F"]).map((t) => t.color)).toEqual([
      "G",
      "A",
      "B",
      "C",
      "D",
    ]);
    expect(colorThumbnails(images, ["Anthracite", "Cactus"])).toEqual([
      { color: "Anthracite", url: "/uploads/anthracite.svg" },
      { color: "Cactus", url: "/uploads/cactus.svg" },
    ]);
  });

  it("uses the last picture as the technical drawing only when there are two or more", () => {
    expect(technicalDrawing(images)).toBe("/uploads/drawing.svg");
    expect(technicalDrawing(images.slice(0, 1))).toBeUndefined();
  });

  it("gives a listing card its first picture and the second as the hover picture", () => {
    expect(cardImages(images)).toEqual({ main: "/uploads/cactus.svg", hover: "/uploads/anthracite.svg" });
    expect(cardImages(images.slice(0, 1))).toEqual({ main: "/uploads/cactus.svg", hover: undefined });
    expect(cardImages([])).toEqual({ main: undefined, hover: undefined });
  });
});

describe("defaults on load (SPEC §4)", () => {
  it("selects the first colour with its picture and the first packing", () => {
    expect(initialSelection({ images, colors: ["Anthracite", "Cactus"], packings: ["2", "4"] })).toEqual({
      color: "Anthracite",
      packing: "2",
      chosenImage: "/uploads/anthracite.svg",
    });
  });
  it("falls back to packing '1' and no colour when the product lists none", () => {
    expect(initialSelection({ images: [], colors: [], packings: [] })).toEqual({
      color: "",
      packing: "1",
      chosenImage: null,
    });
    expect(packingOptions([])).toEqual(["1"]);
    expect(packingOptions([" ", "6"])).toEqual(["6"]);
  });
  it("keeps no chosen picture when the first colour has none (the rule then picks the first picture)", () => {
    const sel = initialSelection({ images, colors: ["Chili"], packings: ["1"] });
    expect(sel.chosenImage).toBeNull();
    expect(displayedImage(images, sel.chosenImage, sel.color)).toBe("/uploads/cactus.svg");
  });
});

describe("names and badges", () => {
  it("cuts the breadcrumb name before ' - '", () => {
    expect(shortProductName("Bistro Chair - Folding - Cactus")).toBe("Bistro Chair");
    expect(shortProductName("Rendez-vous Chair")).toBe("Rendez-vous Chair");
  });
  it("marks products added within the given days as new", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(isNewProduct("2026-11-01T00:00:00Z", 60, now)).toBe(true);
    expect(isNewProduct("2026-08-01T00:00:00Z", 60, now)).toBe(false);
    expect(isNewProduct("not a date", 60, now)).toBe(false);
  });
});
