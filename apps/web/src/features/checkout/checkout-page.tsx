import type { ShippingAddress } from "@avlu/contract/orders";
import { ArrowRight } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { capsLink, Field, FormError, primaryButton } from "../../components/ui/field";
import { LoadingNotice, PageNotice } from "../../components/ui/page-notice";
import { paths } from "../../config/paths";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { selectUser } from "../../state/auth-slice";
import {
  CART_LOAD_FAILED,
  fetchCart,
  openCart,
  selectCart,
  selectCartError,
  selectCartStatus,
} from "../../state/cart-slice";
import { ADDRESS_FIELDS, type AddressField, addressErrors, EMPTY_ADDRESS } from "./address";
import { saveAddress, savedAddress } from "./checkout-storage";
import { EmptyCartNotice, ShortStockText } from "./components/cart-notices";
import { overStock } from "./components/cart-summary";
import { CheckoutStepPage } from "./components/checkout-steps";

type Errors = Partial<Record<AddressField, string>>;

function trimmed(values: ShippingAddress): ShippingAddress {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as ShippingAddress;
}

/** A first guess from the account: name split in two and the account's e-mail. */
function initialAddress(user: { name: string; email: string } | null): ShippingAddress {
  const saved = savedAddress();
  if (saved) return { ...EMPTY_ADDRESS, ...saved };
  const [firstName = "", ...rest] = (user?.name ?? "").trim().split(/\s+/);
  return { ...EMPTY_ADDRESS, firstName, lastName: rest.join(" "), email: user?.email ?? "" };
}

/**
 * /checkout (sign-in required): the cart summary and the form of SPEC §3, every field required
 * with its error beside it; the address is kept for /payment.
 */
export default function CheckoutPage() {
  useDocumentMeta({ title: pageTitle("Checkout") });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const cartError = useAppSelector(selectCartError);
  const [values, setValues] = useState<ShippingAddress>(() => initialAddress(user));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    dispatch(fetchCart());
  }, [dispatch]);

  if (status === "idle" || (status === "loading" && cart.products.length === 0))
    return <LoadingNotice text="Loading cart..." />;
  if (status === "failed") {
    return (
      <PageNotice>
        <FormError message={cartError ?? CART_LOAD_FAILED} />
        <button type="button" onClick={() => dispatch(fetchCart())} className={`${capsLink} mt-6`}>
          Try again
        </button>
      </PageNotice>
    );
  }
  if (cart.products.length === 0) {
    return <EmptyCartNotice text="Add a piece you love, then come back here to check out." />;
  }

  const short = overStock(cart);

  function change(name: AddressField, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first attempt the errors follow the typing.
    if (submitted) setErrors(addressErrors(next));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    const next = addressErrors(values);
    setErrors(next);
    const first = ADDRESS_FIELDS.find((f) => next[f.name]);
    if (first) {
      document.getElementById(`field-${first.name}`)?.focus();
      return;
    }
    saveAddress(trimmed(values));
    navigate(paths.payment);
  }

  return (
    <CheckoutStepPage step={0} intro="Where should we deliver your order, and how can we reach you?" cart={cart}>
      <form noValidate onSubmit={submit} className="mt-10" aria-label="Shipping details">
        <h2 className="text-2xl text-ink">Shipping details</h2>
        <div className="mt-6 grid gap-x-5 gap-y-6 sm:grid-cols-2">
          {ADDRESS_FIELDS.map((f) => (
            <Field
              key={f.name}
              label={f.label}
              name={f.name}
              type={f.type ?? "text"}
              autoComplete={f.autoComplete}
              required
              value={values[f.name]}
              error={errors[f.name]}
              onChange={(e) => change(f.name, e.target.value)}
              className={f.wide ? "sm:col-span-2" : undefined}
            />
          ))}
        </div>
        {short.length > 0 && (
          <div
            role="alert"
            className="mt-8 rounded-sm border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
          >
            <ShortStockText lines={short} />
          </div>
        )}
        <div className="mt-10 flex flex-col-reverse items-start gap-5 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="button"
            onClick={() => dispatch(openCart())}
            className="text-xs font-medium tracking-[0.18em] text-muted uppercase underline underline-offset-4 hover:text-ink"
          >
            Edit cart
          </button>
          <button type="submit" disabled={short.length > 0} className={`${primaryButton} w-full sm:w-auto`}>
            Continue to payment
            <ArrowRight size={15} strokeWidth={1.75} aria-hidden="true" />
          </button>
        </div>
      </form>
    </CheckoutStepPage>
  );
}
