// Starts a server-rendered page (ADR 0010).
//
// 1. The page's code waits, inert in <template id="avlu-code">, until the page has painted: the
//    picture, the text and the fonts come first, the code that makes the page interactive right after.
// 2. Until the app has taken the page over (it fires "avlu:ready"), what the shopper does is kept
//    and handed to it: fields typed or chosen in are announced again, so the app sees the values;
//    the element under the mouse and the focused one are entered again (menus that open on hover
//    or focus); clicks on buttons and submitted forms are held and replayed. Links work on their own.
(() => {
  const READY = "avlu:ready";
  const ACTIONS =
    'button, label, summary, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"]';
  /** @type {Array<Element>} */
  const held = [];
  /** What was typed or chosen, kept at the moment it happened: hydrating a controlled field (a
   * select above all) puts the server-rendered value back, so the replay must not read the field.
   * @type {Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>} */
  const edited = new Map();

  const onClick = (/** @type {MouseEvent} */ e) => {
    const target = e.target instanceof Element ? e.target.closest(`a[href], ${ACTIONS}`) : null;
    if (!target || target.matches("a[href]")) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(target);
  };
  const onSubmit = (/** @type {SubmitEvent} */ e) => {
    e.preventDefault();
    e.stopImmediatePropagation();
    if (e.target instanceof HTMLFormElement) held.push(e.target);
  };
  let mouse = false;
  const onPointer = (/** @type {PointerEvent} */ e) => {
    mouse = e.pointerType === "mouse";
  };
  const onEdit = (/** @type {Event} */ e) => {
    const t = e.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement)
      edited.set(t, t.value);
  };

  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("input", onEdit, true);
  document.addEventListener("change", onEdit, true);
  document.addEventListener("pointermove", onPointer, { capture: true, passive: true });

  const replay = () => {
    document.removeEventListener("pointermove", onPointer, true);
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("submit", onSubmit, true);
    document.removeEventListener("input", onEdit, true);
    document.removeEventListener("change", onEdit, true);
    for (const [field, value] of edited) {
      if (!field.isConnected || (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type))) continue;
      if (field instanceof HTMLSelectElement) {
        // React tracks no value for a select: set the choice again, then announce it.
        field.value = value;
        field.dispatchEvent(new Event("change", { bubbles: true }));
        continue;
      }
      // React remembers a field's value as it found it; step it back through the element's own
      // setter and forward through the prototype's, so the input event reads as a change.
      field.value = "";
      const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    const hovered = [...document.querySelectorAll(":hover")].pop();
    if (mouse && hovered) {
      hovered.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
      hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    }
    const focused = document.activeElement;
    if (focused && focused !== document.body) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    for (const target of held) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  };
  // After the app's own start-up work (it announces itself from an effect), as events of their own.
  window.addEventListener(READY, () => setTimeout(replay), { once: true });

  requestAnimationFrame(() =>
    setTimeout(() => {
      // CODE_TEMPLATE_ID of packages/contract/src/page-head.ts (this file is served as it is, unbundled).
      const code = document.getElementById("avlu-code");
      if (code instanceof HTMLTemplateElement) document.head.append(code.content.cloneNode(true));
    }),
  );
})();
