import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toasts, toast } from "./toast";

describe("toasts", () => {
  it("load sonner with the first toast and show toasts raised before the host was ready", async () => {
    const { container } = render(<Toasts position="top-right" />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.success("Bistro Chair added to your cart");
      toast.error("Could not update the cart");
    });
    expect(await screen.findByText("Bistro Chair added to your cart")).toBeInTheDocument();
    expect(await screen.findByText("Could not update the cart")).toBeInTheDocument();
  });
});
