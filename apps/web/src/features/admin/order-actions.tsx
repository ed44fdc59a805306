import type { Order, OrderStatus } from "@avlu/contract/orders";
import { useState } from "react";
import { useConfirm } from "../../components/ui/dialog";
import { toast } from "../../lib/toast";
import { queryErrorMessage } from "../../state/api";
import { DELETE_ORDER_FAILED, UPDATE_ORDER_FAILED, useDeleteOrderMutation, useUpdateOrderMutation } from "./admin-api";

export const CONFIRM_DELETE_ORDER = "Are you sure you want to delete this order?";

/**
 * What an order holds, for the orders list: "1 × Metro Square Parasol, 3 × Pouf". Lines of one
 * product (other colours or packings) are counted together, in the order they first appear.
 */
export function itemSummary(o: Pick<Order, "orderItems">): string {
  const byName = new Map<string, number>();
  for (const item of o.orderItems) byName.set(item.name, (byName.get(item.name) ?? 0) + item.quantity);
  return [...byName].map(([name, quantity]) => `${quantity} × ${name}`).join(", ");
}

/** The status, payment and delete controls shared by the list and the detail page. */
export function useOrderActions() {
  const [updateOrder] = useUpdateOrderMutation();
  const [deleteOrder] = useDeleteOrderMutation();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  /** Saves a change; the order as the server now has it, or null after SPEC §8's toast. */
  const update = async (
    o: Order,
    change: { status?: OrderStatus; isPaid?: boolean },
    done: (saved: Order) => string,
  ) => {
    setBusy(o._id);
    const result = await updateOrder({ id: o._id, ...change });
    setBusy(null);
    if (result.data) {
      toast.success(done(result.data));
      return result.data;
    }
    toast.error(UPDATE_ORDER_FAILED, { description: queryErrorMessage(result.error, UPDATE_ORDER_FAILED) });
    return null;
  };

  const setStatus = (o: Order, status: OrderStatus) =>
    update(o, { status }, (saved) => `${o.reference} is now ${saved.status}`);

  const setPaid = (o: Order, isPaid: boolean) =>
    update(o, { isPaid }, () => (isPaid ? `${o.reference} is marked as paid` : `${o.reference} is marked as unpaid`));

  const remove = async (o: Order) => {
    if (!(await confirm(CONFIRM_DELETE_ORDER))) return false;
    setBusy(o._id);
    const result = await deleteOrder(o._id);
    setBusy(null);
    if ("error" in result) {
      toast.error(DELETE_ORDER_FAILED, { description: queryErrorMessage(result.error, DELETE_ORDER_FAILED) });
      return false;
    }
    toast.success(`${o.reference} was deleted`);
    return true;
  };

  return { setStatus, setPaid, remove, busy, dialog };
}
