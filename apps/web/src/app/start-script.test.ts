import fs from "node:fs";
import path from "node:path";
import { CODE_TEMPLATE_ID } from "@avlu/contract/page-head";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_READY_EVENT } from "./app-root";

/** public/start.js, as a server-rendered page runs it (ADR 0010). */
const START = fs.readFileSync(path.resolve(import.meta.dirname, "../../public/start.js"), "utf8");

function runStart() {
  new Function(START)();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(async () => {
  // Lets this test's start.js finish, so its listeners are gone before the next test.
  window.dispatchEvent(new Event(APP_READY_EVENT));
  await settle();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("start.js", () => {
  it("adds the page's code once the page has painted", async () => {
    document.body.innerHTML = `<template id="${CODE_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/a.js"></template>`;
    runStart();
    expect(document.head.querySelector("link")).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe("/assets/a.js");
  });

  it("holds clicks on buttons and submitted forms until the app is ready, then hands them over; links work at once", async () => {
    document.body.innerHTML = `<form><input name="q"><button type="button" id="b">Add</button></form><a id="a" href="#x">link</a>`;
    runStart();
    const button = document.getElementById("b") as HTMLButtonElement;
    const form = document.querySelector("form") as HTMLFormElement;
    const clicks = vi.fn();
    const submits = vi.fn((e: Event) => e.preventDefault());
    // The app's own listeners (React listens at its root, after start.js).
    document.body.addEventListener("click", (e) => {
      if (e.target === button) clicks();
    });
    form.addEventListener("submit", submits);

    const link = vi.fn((e: Event) => e.defaultPrevented);
    document.getElementById("a")?.addEventListener("click", link);

    button.click();
    form.requestSubmit();
    document.getElementById("a")?.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(submits).not.toHaveBeenCalled();
    expect(link).toHaveReturnedWith(false);

    window.dispatchEvent(new Event(APP_READY_EVENT));
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(submits).toHaveBeenCalledTimes(1);

    // Afterwards, clicks go straight to the app.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it("announces fields edited before the app was ready as a change of value", async () => {
    document.body.innerHTML = `<input id="t"><select id="s"><option>a</option><option>b</option></select>`;
    runStart();
    const text = document.getElementById("t") as HTMLInputElement;
    const select = document.getElementById("s") as HTMLSelectElement;
    // React keeps the value it found on the element in a tracker on the element's own property.
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
    if (!native?.get || !native.set) throw new Error("no value property");
    const { get, set } = native;
    let tracked = "";
    Object.defineProperty(text, "value", {
      configurable: true,
      get: () => get.call(text),
      set: (v: string) => {
        tracked = v;
        set.call(text, v);
      },
    });
    text.value = "chair";
    text.dispatchEvent(new Event("input", { bubbles: true }));
    select.value = "b";
    select.dispatchEvent(new Event("change", { bubbles: true }));

    const seen: string[] = [];
    text.addEventListener("input", () => seen.push(`input ${tracked}→${text.value}`));
    select.addEventListener("change", () => seen.push(`change ${select.value}`));
    window.dispatchEvent(new Event(APP_READY_EVENT));
    await settle();
    expect(seen).toEqual(["input →chair", "change b"]);
  });
});
