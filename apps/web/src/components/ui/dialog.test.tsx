import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { I18nWrapper } from "../../test/i18n";
import { Dialog, useConfirm } from "./dialog";

function ConfirmProbe({ onResult }: { onResult: (ok: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => onResult(await confirm("Are you sure you want to delete this user?"))}>
        ask
      </button>
      {dialog}
    </>
  );
}

describe("useConfirm", () => {
  it("asks with the given text and resolves with the answer; Escape cancels and the focus goes back", async () => {
    const onResult = vi.fn();
    render(<ConfirmProbe onResult={onResult} />, { wrapper: I18nWrapper });
    const ask = screen.getByText("ask");
    fireEvent.click(ask);
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveTextContent("Are you sure you want to delete this user?");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(true));
    expect(screen.queryByRole("alertdialog")).toBeNull();

    ask.focus();
    fireEvent.click(ask);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(ask).toHaveFocus();
  });
});

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="t" className="">
        <h2 id="t">Title</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Keep
        </button>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens on open, takes the focus, closes on Escape through onClose and gives the focus back", () => {
    render(<Toggle />);
    const opener = screen.getByRole("button", { name: "open" });
    expect(screen.queryByRole("dialog")).toBeNull();
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Title" });
    expect(dialog).toHaveAttribute("open");
    // jsdom lays nothing out, so useDialog finds nothing tabbable and focuses the dialog itself.
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });
});
