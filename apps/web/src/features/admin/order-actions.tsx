import type { Order, OrderStatus } from "@avlu/contract/orders";
import { ORDER_STATUSES } from "@avlu/contract/orders-constants";
import { useState } from "react";
import { useConfirm } from "../../components/ui/dialog";
import { Options } from "../../components/ui/options";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { queryErrorMessage } from "../../state/api";
import { useDeleteOrderMutation, useUpdateOrderMutation } from "./admin-api";

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
  const t = useT();
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
    const failed = t("admin.orders.updateFailed");
    toast.error(failed, { description: queryErrorMessage(result.error, failed) });
    return null;
  };

  const setStatus = (o: Order, status: OrderStatus) =>
    update(o, { status }, (saved) => t("admin.orders.statusChanged", { reference: o.reference, status: saved.status }));

  const setPaid = (o: Order, isPaid: boolean) =>
    update(o, { isPaid }, () =>
      t(isPaid ? "admin.orders.markedPaid" : "admin.orders.markedUnpaid", { reference: o.reference }),
    );

  const remove = async (o: Order) => {
    if (!(await confirm(t("admin.orders.confirmDelete")))) return false;
    setBusy(o._id);
    const result = await deleteOrder(o._id);
    setBusy(null);
    if ("error" in result) {
      const failed = t("admin.orders.deleteFailed");
      toast.error(failed, { description: queryErrorMessage(result.error, failed) });
      return false;
    }
    toast.success(t("admin.orders.deleted", { reference: o.reference }));
    return true;
  };

  return { setStatus, setPaid, remove, busy, dialog };
}

/**
 * An order's status select (the list's rows, the detail page): a choice is saved at once with
 * `setStatus`, and the select waits while the order is being saved.
 */
export function OrderStatusSelect({
  order,
  busy,
  setStatus,
  ...select
}: Pick<ReturnType<typeof useOrderActions>, "busy" | "setStatus"> & {
  order: Order;
  className: string;
  id?: string;
  "aria-label"?: string;
}) {
  return (
    <select
      {...select}
      value={order.status}
      disabled={busy === order._id}
      onChange={(e) => void setStatus(order, e.target.value as OrderStatus)}
    >
      <Options values={ORDER_STATUSES} />
    </select>
  );
}
