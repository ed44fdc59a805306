import type { SavedAddress } from "@avlu/contract/checkout";
import type { ShippingAddress } from "@avlu/contract/orders";
import { isTurkey } from "@avlu/contract/tr-address";
import { ArrowRight } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { capsLink, primaryButton } from "../../components/ui/button";
import { Field, FormError } from "../../components/ui/field";
import { LoadingNotice, PageNotice } from "../../components/ui/page-notice";
import { paths } from "../../config/paths";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { formatPrice } from "../../lib/format";
import { queryErrorMessage } from "../../state/api";
import { mergeGuestCart, startSession, useRegisterMutation } from "../../state/auth-api";
import { selectUser } from "../../state/auth-slice";
import { CART_LOAD_FAILED, useCart } from "../../state/cart-api";
import { openCart } from "../../state/cart-slice";
import { useGetAddressesQuery, useQuote, useSaveAddressMutation, useTrGeo } from "../../state/checkout-api";
import {
  ADDRESS_FIELDS,
  type AddressField,
  addressErrors,
  fromSaved,
  initialAddress,
  PLACE_FIELDS,
  trimmed,
} from "./address";
import { saveAddress, savedAddress, savedAssembly } from "./checkout-storage";
import { type AccountErrors, AccountFields, accountErrors, NO_ACCOUNT } from "./components/account-fields";
import { EmptyCartNotice, ShortStockText } from "./components/cart-notices";
import { overStock } from "./components/cart-summary";
import { CheckoutStepPage } from "./components/checkout-steps";
import { GuestChoice } from "./components/guest-choice";
import { PlaceFields, placeErrors } from "./components/place-fields";
import { SavedAddressPicker } from "./components/saved-address-picker";

type Errors = Partial<Record<AddressField, string>>;
const NO_ADDRESSES: SavedAddress[] = [];
export const SAVE_ADDRESS_FAILED = "The address could not be saved to your profile";
export const ACCOUNT_FAILED = "Registration failed, please try again.";

/**
 * /checkout: the cart summary with the delivery line for the province chosen (the server's
 * quote), the VAT it contains and the lead times; the form of SPEC §3 with the province and
 * district from the list, the shopper's saved addresses to choose from and an optional
 * assembly service. The address is kept for /payment (and saved to the profile on request).
 */
export default function CheckoutPage() {
  useDocumentMeta({ title: pageTitle("Checkout") });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const { cart, loading, failed, error: cartError, uninitialized, refetch } = useCart({ fresh: true });
  const { data: saved = NO_ADDRESSES } = useGetAddressesQuery(undefined, { skip: !user });
  const [register] = useRegisterMutation();
  const [saveToProfile] = useSaveAddressMutation();
  const geo = useTrGeo();
  const [values, setValues] = useState<ShippingAddress>(() => initialAddress(user));
  const [assembly, setAssembly] = useState(savedAssembly);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [chosen, setChosen] = useState("new");
  const [saveNew, setSaveNew] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A visitor who is not signed in chose to check out as a guest (or came back from /payment as one). */
  const [asGuest, setAsGuest] = useState(() => savedAddress() !== undefined);
  const [account, setAccount] = useState(NO_ACCOUNT);
  const [accountErrs, setAccountErrs] = useState<AccountErrors>({});
  const [accountError, setAccountError] = useState<string | null>(null);
  const { quote } = useQuote(
    { country: values.country, province: isTurkey(values.country) ? values.city : "", assembly },
    `${cart.totalPrice}:${cart.products.length}`,
  );

  // Saved addresses: once they arrive, the default fills an empty form.
  const [filledFrom, setFilledFrom] = useState<SavedAddress[] | null>(null);
  if (user && saved !== NO_ADDRESSES && filledFrom !== saved) {
    setFilledFrom(saved);
    const fallback = saved.find((a) => a.isDefault);
    if (filledFrom === null && fallback && !savedAddress()) {
      setChosen(fallback._id);
      setValues(fromSaved(fallback, user.email));
    }
  }

  if (uninitialized || (loading && cart.products.length === 0)) return <LoadingNotice text="Loading cart..." />;
  if (failed) {
    return (
      <PageNotice>
        <FormError message={cartError ?? CART_LOAD_FAILED} />
        <button type="button" onClick={() => refetch()} className={`${capsLink} mt-6`}>
          Try again
        </button>
      </PageNotice>
    );
  }
  if (cart.products.length === 0) {
    return <EmptyCartNotice text="Add a piece you love, then come back here to check out." />;
  }

  const short = overStock(cart);
  const check = (v: ShippingAddress): Errors => ({ ...addressErrors(v), ...placeErrors(v, geo) });

  // Not signed in: order as a guest, or log in / register and come back (ADR 1908).
  if (!user && !asGuest) {
    return (
      <CheckoutStepPage step={0} intro="Order as a guest, or sign in to your account." cart={cart} quote={quote}>
        <GuestChoice onGuest={() => setAsGuest(true)} />
      </CheckoutStepPage>
    );
  }

  function change(patch: Partial<ShippingAddress>) {
    const next = { ...values, ...patch };
    setValues(next);
    // After a first attempt the errors follow the typing.
    if (submitted) setErrors(check(next));
  }

  function choose(id: string) {
    setChosen(id);
    const a = saved.find((s) => s._id === id);
    setValues(a ? fromSaved(a, values.email || user?.email || "") : { ...values });
    setErrors({});
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    const next = check(values);
    setErrors(next);
    const nextAccount = user ? {} : accountErrors(account);
    setAccountErrs(nextAccount);
    const first = Object.keys(next)[0] ?? Object.keys(nextAccount)[0];
    if (first) {
      document.getElementById(`field-${first}`)?.focus();
      return;
    }
    const address = trimmed(values);
    if (!user && account.create) {
      // The account is made now, with the address's name and e-mail; the guest cart joins it and
      // the order is then an ordinary signed-in order (it shows in My orders at once).
      setBusy(true);
      setAccountError(null);
      try {
        const res = await register({
          name: `${address.firstName} ${address.lastName}`.trim(),
          email: address.email,
          password: account.password,
        }).unwrap();
        dispatch(startSession(res));
      } catch (err) {
        setAccountError(queryErrorMessage(err, ACCOUNT_FAILED));
        setBusy(false);
        return;
      }
      await dispatch(mergeGuestCart());
      setBusy(false);
    }
    if (user && chosen === "new" && saveNew) {
      setBusy(true);
      setSaveError(null);
      try {
        const { email: _email, ...rest } = address;
        await saveToProfile({ address: { ...rest, label: "" } }).unwrap();
      } catch (err) {
        setSaveError(queryErrorMessage(err, SAVE_ADDRESS_FAILED));
        setBusy(false);
        return;
      }
    }
    saveAddress(address, assembly);
    navigate(paths.payment);
  }

  const contactFields = ADDRESS_FIELDS.filter((f) => !PLACE_FIELDS.has(f.name) && f.name !== "address");
  const addressField = ADDRESS_FIELDS.find((f) => f.name === "address");
  const offer = quote?.assemblyOffer;
  return (
    <CheckoutStepPage
      step={0}
      intro="Where should we deliver your order, and how can we reach you?"
      cart={cart}
      quote={quote}
    >
      <form noValidate onSubmit={submit} className="mt-10" aria-label="Shipping details">
        <h2 className="text-2xl text-ink">Shipping details</h2>
        <SavedAddressPicker addresses={saved} selected={chosen} onSelect={choose} />
        <div className="mt-6 grid gap-x-5 gap-y-6 sm:grid-cols-2">
          {contactFields.map((f) => (
            <Field
              key={f.name}
              label={f.label}
              name={f.name}
              type={f.type ?? "text"}
              autoComplete={f.autoComplete}
              required
              value={values[f.name]}
              error={errors[f.name]}
              onChange={(e) => change({ [f.name]: e.target.value })}
            />
          ))}
          <PlaceFields values={values} errors={errors} geo={geo} onChange={change} />
          {addressField && (
            <Field
              label={addressField.label}
              name="address"
              autoComplete={addressField.autoComplete}
              required
              value={values.address}
              error={errors.address}
              onChange={(e) => change({ address: e.target.value })}
              className="sm:col-span-2"
            />
          )}
        </div>
        {!user && (
          <AccountFields
            values={account}
            errors={accountErrs}
            onChange={(patch) => {
              const next = { ...account, ...patch };
              setAccount(next);
              if (submitted) setAccountErrs(accountErrors(next));
            }}
          />
        )}
        {user && chosen === "new" && (
          <label className="mt-6 flex items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              checked={saveNew}
              onChange={(e) => setSaveNew(e.target.checked)}
              className="size-4 accent-forest"
            />
            Save this address to my profile
          </label>
        )}
        {offer?.available && (
          <label className="mt-4 flex items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              checked={assembly}
              onChange={(e) => setAssembly(e.target.checked)}
              className="size-4 accent-forest"
            />
            Add assembly and installation ({formatPrice(offer.price)})
          </label>
        )}
        <div className="mt-6 space-y-3">
          <FormError message={saveError} />
          <FormError message={accountError} />
          {accountError && (
            <p className="text-sm text-muted">
              Already have an account?{" "}
              <Link to={`${paths.login}?redirect=${encodeURIComponent(paths.checkout)}`} className={capsLink}>
                Log in
              </Link>
            </p>
          )}
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
          <button type="submit" disabled={short.length > 0 || busy} className={`${primaryButton} w-full sm:w-auto`}>
            Continue to payment
            <ArrowRight size={15} strokeWidth={1.75} aria-hidden="true" />
          </button>
        </div>
      </form>
    </CheckoutStepPage>
  );
}
