import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../app/store";
import { ApiError, fileNameFrom } from "../../lib/api-client";
import { I18nWrapper, testT } from "../../test/i18n";
import { ListEditor } from "./product-form-parts";
import { niceMax, RevenueChart } from "./revenue-chart";
import { uploadErrorText } from "./use-image-upload";
import AdminUsersPage from "./users-page";

afterEach(() => vi.unstubAllGlobals());

function Lists({ initial }: { initial: string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <ListEditor label="Colours" values={values} onChange={setValues} addLabel="Add colour" />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

describe("ListEditor", () => {
  it("lets an entry be removed only while more than one exists", () => {
    render(<Lists initial={["Cactus", "Honey"]} />, { wrapper: I18nWrapper });
    const remove1 = screen.getByRole("button", { name: "Remove colours 1" });
    expect(remove1).toBeEnabled();
    fireEvent.click(remove1);
    expect(screen.getByTestId("values")).toHaveTextContent('["Honey"]');
    expect(screen.getByRole("button", { name: "Remove colours 1" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Add colour" }));
    expect(screen.getByTestId("values")).toHaveTextContent('["Honey",""]');
    fireEvent.change(screen.getByRole("textbox", { name: "Colours 2" }), { target: { value: "Chili" } });
    expect(screen.getByTestId("values")).toHaveTextContent('["Honey","Chili"]');
  });
});

describe("users page", () => {
  it("shows SPEC's notice and calls nothing when no token is stored", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <AdminUsersPage />
        </MemoryRouter>
      </Provider>,
      { wrapper: I18nWrapper },
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Authentication token not found. Please log in to manage users.",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("revenue chart", () => {
  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(100);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(120)).toBe(200);
    expect(niceMax(4999)).toBe(5000);
    expect(niceMax(5001)).toBe(10000);
  });

  it("draws one bar per day with its figures, and a table for screen readers", () => {
    const days = [
      { date: "2026-03-04", revenue: 0, net: 0, orders: 0 },
      { date: "2026-03-05", revenue: 1299.9, net: 1083.25, orders: 2 },
    ];
    const { container } = render(<RevenueChart days={days} />, { wrapper: I18nWrapper });
    const bars = container.querySelectorAll("rect[data-date]");
    expect(bars).toHaveLength(2);
    expect(bars[1]?.querySelector("title")?.textContent).toBe("5 Mar: $1,299.90 · 2 orders");
    expect(screen.getByRole("img")).toHaveAccessibleName("Revenue per day from 4 Mar to 5 Mar: $1,299.90 in total");
    expect(screen.getByRole("table", { hidden: true })).toHaveTextContent("2026-03-05$1,299.902");
  });
});

describe("upload and download helpers", () => {
  it("words upload failures as SPEC §8 does", () => {
    const t = testT();
    expect(uploadErrorText(new ApiError(0, undefined, "x"), t)).toBe("Upload failed: No response from server");
    expect(uploadErrorText(new ApiError(415, "Only image files can be uploaded", "x"), t)).toBe(
      "Upload failed: Only image files can be uploaded",
    );
    expect(uploadErrorText(new ApiError(500, undefined, "x"), t)).toBe("Upload failed: Server error");
  });

  it("takes the file name from Content-Disposition", () => {
    expect(fileNameFrom('attachment; filename="avlu-products-2026-03-05.csv"', "x.csv")).toBe(
      "avlu-products-2026-03-05.csv",
    );
    expect(fileNameFrom(null, "x.csv")).toBe("x.csv");
  });
});
