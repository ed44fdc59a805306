import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pageTitle, useDocumentMeta } from "./document-meta";

function Page({ title, description }: { title?: string; description?: string }) {
  useDocumentMeta({ title, description });
  return null;
}

describe("useDocumentMeta", () => {
  it("sets title and meta description while shown and restores them afterwards", () => {
    document.title = "Avlu — Home";
    const { rerender, unmount } = render(<Page title="Luxembourg Chair | Avlu" description="A light steel chair." />);
    expect(document.title).toBe("Luxembourg Chair | Avlu");
    const tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(tag?.content).toBe("A light steel chair.");
    rerender(<Page title="Opéra+ Chair | Avlu" description="Another chair." />);
    expect(document.title).toBe("Opéra+ Chair | Avlu");
    expect(tag?.content).toBe("Another chair.");
    unmount();
    expect(document.title).toBe("Avlu — Home");
    expect(tag?.content).toBe("");
  });

  it("leaves the current values alone while the page has none yet", () => {
    document.title = "Avlu";
    render(<Page />);
    expect(document.title).toBe("Avlu");
  });

  it("adds the shop name to a title once", () => {
    expect(pageTitle("Contact")).toBe("Contact | Avlu");
    expect(pageTitle("Bistro Chair | FERMOB | Avlu")).toBe("Bistro Chair | FERMOB | Avlu");
  });
});
