import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { I18nWrapper } from "../../../test/i18n";
import { ColorPicker } from "./color-picker";

function Harness({ initial }: { initial: string }) {
  const [color, setColor] = useState(initial);
  return <ColorPicker colors={["Cactus", "Anthracite", "Ice mint"]} selected={color} onSelect={setColor} />;
}

describe("ColorPicker", () => {
  it("keeps swatches, the selected name and the drop-down in step", () => {
    render(<Harness initial="Cactus" />, { wrapper: I18nWrapper });
    const select = screen.getByRole("combobox", { name: "Choose a colour" });
    expect(select).toHaveValue("Cactus");
    expect(screen.getByTestId("selected-color")).toHaveTextContent("Cactus");
    expect(screen.getByRole("button", { name: "Cactus" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByTestId("swatch-check")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Ice mint" }));
    expect(select).toHaveValue("Ice mint");
    expect(screen.getByTestId("selected-color")).toHaveTextContent("Ice mint");
    expect(screen.getByRole("button", { name: "Cactus" })).toHaveAttribute("aria-pressed", "false");

    fireEvent.change(select, { target: { value: "Anthracite" } });
    expect(screen.getByRole("button", { name: "Anthracite" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("selected-color")).toHaveTextContent("Anthracite");
  });

  it("lets the shopper clear the colour with the drop-down's first option", () => {
    render(<Harness initial="Cactus" />, { wrapper: I18nWrapper });
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "" } });
    expect(screen.getByTestId("selected-color")).toHaveTextContent("No colour selected");
    expect(screen.queryAllByTestId("swatch-check")).toHaveLength(0);
  });
});
