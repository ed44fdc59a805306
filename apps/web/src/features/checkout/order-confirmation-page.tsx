import type { Order } from "@avlu/contract/orders";
import { PAYMENT_METHOD_LABELS } from "@avlu/contract/orders-constants";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { primaryButton, secondaryButton } from "../../components/ui/button";
import { FormError } from "../../components/ui/field";
import { OrderLines } from "../../components/ui/order-lines";
import { LoadingNotice, PageNotice } from "../../components/ui/page-notice";
import { ShippingAddressBlock } from "../../components/ui/shipping-address";
import { paths, to } from "../../config/paths";
import { api, errorMessage } from "../../lib/api-client";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { formatDateTime } from "../../lib/format";
import { useShopSettings } from "../../state/use-shop-settings";
import { OrderPdfButton } from "../orders/components/order-pdf-button";
import { lastPlacedOrder } from "./checkout-storage";
import { CheckoutSteps } from "./components/checkout-steps";
import { PaymentDetails } from "./components/payment-details";

export const ORDER_DETAILS_FAILED = "Failed to fetch order details";

/** /order-confirmation: the order just placed, read back from the server (never sample data). */
export default function OrderConfirmationPage() {
  useDocumentMeta({ title: pageTitle("Order confirmation") });
  const location = useLocation();
  const settings = useShopSettings();
  const [orderId] = useState(() => (location.state as { orderId?: string } | null)?.orderId ?? lastPlacedOrder());
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!orderId) return;
    let live = true;
    api
      .get<Order>(`/api/orders/${encodeURIComponent(orderId)}`)
      .then((o) => live && setOrder(o))
      .catch((err) => live && setError(errorMessage(err, ORDER_DETAILS_FAILED)));
    return () => {
      live = false;
    };
  }, [orderId]);

  if (!orderId) {
    return (
      <PageNotice>
        <h1 className="text-4xl text-ink">No recent order</h1>
        <p className="mt-3 text-sm text-muted">There is no order placed in this visit to show here.</p>
        <Link to={paths.myOrders} className={`${primaryButton} mt-8`}>
          My orders
        </Link>
      </PageNotice>
    );
  }
  if (error) {
    return (
      <PageNotice>
        <FormError message={error} />
        <Link to={paths.myOrders} className={`${secondaryButton} mt-8`}>
          My orders
        </Link>
      </PageNotice>
    );
  }
  if (!order) return <LoadingNotice text="Loading your order..." />;

  const a = order.shippingAddress;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 md:px-8 md:py-14">
      <CheckoutSteps current={2} />
      <header className="mt-12 flex flex-col items-start gap-5 border-b border-stone/70 pb-10">
        <CircleCheck size={44} strokeWidth={1.25} aria-hidden="true" className="text-forest" />
        <p className="text-[11px] font-medium tracking-[0.28em] text-brass uppercase">Order placed</p>
        <h1 className="text-5xl leading-tight text-ink md:text-6xl">Thank you, {a.firstName}</h1>
        <p className="max-w-2xl text-[15px] leading-relaxed text-muted">
          Your order{" "}
          <strong className="font-medium text-ink" data-testid="confirmation-reference">
            {order.reference}
          </strong>{" "}
          was received on {formatDateTime(order.createdAt)}. You can follow it at any time from your orders.
        </p>
      </header>

      <div className="mt-12 grid grid-cols-1 gap-12 lg:grid-cols-[1fr_1fr] lg:gap-16">
        <div className="space-y-10">
          <section aria-labelledby="pay-title" className="rounded-sm bg-sand/60 p-6 md:p-8">
            <p className="text-[11px] font-medium tracking-[0.18em] text-muted uppercase">Payment</p>
            <h2 id="pay-title" className="mt-2 text-2xl text-ink" data-testid="confirmation-method">
              {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            </h2>
            <div className="mt-5">
              <PaymentDetails
                method={order.paymentMethod}
                settings={settings}
                reference={order.reference}
                amount={order.totalPrice}
              />
            </div>
          </section>
          <section aria-labelledby="ship-title">
            <h2 id="ship-title" className="text-2xl text-ink">
              Delivery address
            </h2>
            <ShippingAddressBlock address={a} className="mt-4 text-sm leading-relaxed text-muted" />
          </section>
          <div className="flex flex-wrap gap-3">
            <Link to={to("order", { id: order._id })} className={primaryButton}>
              View order
            </Link>
            <Link to={paths.myOrders} className={secondaryButton}>
              My orders
            </Link>
            <Link to={paths.collectionsAll} className={secondaryButton}>
              Continue shopping
            </Link>
            <OrderPdfButton orderId={order._id} reference={order.reference} isPaid={order.isPaid} />
          </div>
        </div>
        <section aria-labelledby="items-title" className="lg:border-l lg:border-stone/70 lg:pl-16">
          <h2 id="items-title" className="text-2xl text-ink">
            Your order
          </h2>
          <OrderLines order={order} className="mt-2" />
        </section>
      </div>
    </main>
  );
}
