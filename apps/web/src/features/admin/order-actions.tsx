import type { Order, OrderStatus } from "@avlu/contract/orders";
import { useState } from "react";
import { useAppDispatch } from "../../app/hooks";
import { useConfirm } from "../../components/ui/dialog";
import { toast } from "../../lib/toast";
import { DELETE_ORDER_FAILED, deleteOrder, UPDATE_ORDER_FAILED, updateOrder } from "./admin-slice";

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
  const dispatch = useAppDispatch();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const setStatus = async (o: Order, status: OrderStatus) => {
    setBusy(o._id);
    const result = await dispatch(updateOrder({ id: o._id, status }));
    setBusy(null);
    if (updateOrder.fulfilled.match(result)) {
      toast.success(`${o.reference} is now ${result.payload.status}`);
      return result.payload;
    }
    toast.error(UPDATE_ORDER_FAILED, { description: result.payload });
    return null;
  };

  const setPaid = async (o: Order, isPaid: boolean) => {
    setBusy(o._id);
    const result = await dispatch(updateOrder({ id: o._id, isPaid }));
    setBusy(null);
    if (updateOrder.fulfilled.match(result)) {
      toast.success(isPaid ? `${o.reference} is marked as paid` : `${o.reference} is marked as unpaid`);
      return result.payload;
    }
    toast.error(UPDATE_ORDER_FAILED, { description: result.payload });
    return null;
  };

  const remove = async (o: Order) => {
    if (!(await confirm(CONFIRM_DELETE_ORDER))) return false;
    setBusy(o._id);
    const result = await dispatch(deleteOrder(o._id));
    setBusy(null);
    if (deleteOrder.fulfilled.match(result)) {
      toast.success(`${o.reference} was deleted`);
      return true;
    }
    toast.error(DELETE_ORDER_FAILED, { description: result.payload });
    return false;
  };

  return { setStatus, setPaid, remove, busy, dialog };
}
