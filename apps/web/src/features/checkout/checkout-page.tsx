import type { SavedAddress } from "@avlu/contract/checkout";
import {
  CHECKOUT_FIELDS,
  type CheckoutFormResult,
  type CheckoutFormValues,
  checkoutFormSchema,
} from "@avlu/contract/checkout-form";
import type { ShippingAddress } from "@avlu/contract/orders";
import { isTurkey } from "@avlu/contract/tr-address";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { capsLink, primaryButton } from "../../components/ui/button";
import { CheckboxField, FormError } from "../../components/ui/field";
import { LoadingNotice, PageNotice } from "../../components/ui/page-notice";
import { paths } from "../../config/paths";
import { Link, useLocalize, useLocalNavigate } from "../../i18n/link";
import { useFormatPrice, useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { queryErrorMessage } from "../../state/api";
import { mergeGuestCart, startSession, useRegisterMutation } from "../../state/auth-api";
import { selectUser } from "../../state/auth-slice";
import { useCart } from "../../state/cart-api";
import { openCart } from "../../state/cart-slice";
import { useGetAddressesQuery, useQuote, useSaveAddressMutation, useTrGeo } from "../../state/checkout-api";
import { fromSaved, initialAddress } from "./address";
import { saveAddress, savedAddress, savedAssembly } from "./checkout-storage";
import { AccountFields, NO_ACCOUNT } from "./components/account-fields";
import { EmptyCartNotice, ShortStockText } from "./components/cart-notices";
import { overStock } from "./components/cart-summary";
import { CheckoutStepPage } from "./components/checkout-steps";
import { GuestChoice } from "./components/guest-choice";
import { SavedAddressPicker } from "./components/saved-address-picker";
import { ShippingFields } from "./components/shipping-fields";
import { useFormMessage } from "./form-messages";

const NO_ADDRESSES: SavedAddress[] = [];

/**
 * /checkout: the cart summary with the delivery line for the province chosen (the server's
 * quote), the VAT it contains and the lead times; the form of SPEC §3 with the province and
 * district from the list, the shopper's saved addresses to choose from and an optional
 * assembly service. The form is checked by the contract's checkout form schema (react-hook-form,
 * zodResolver; issue 16), its rules said in the page's language. The address is kept for
 * /payment (and saved to the profile on request).
 */
export default function CheckoutPage() {
  const t = useT();
  const formatPrice = useFormatPrice();
  useDocumentMeta({ title: pageTitle(t("checkout.title")) });
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const localize = useLocalize();
  const user = useAppSelector(selectUser);
  const { cart, loading, failed, uninitialized, refetch } = useCart({ fresh: true });
  const { data: saved = NO_ADDRESSES } = useGetAddressesQuery(undefined, { skip: !user });
  const [register] = useRegisterMutation();
  const [saveToProfile] = useSaveAddressMutation();
  const geo = useTrGeo();
  const schema = useMemo(() => checkoutFormSchema(geo?.provinces ?? null), [geo]);
  const [defaults] = useState<CheckoutFormValues>(() => ({ ...initialAddress(user), ...NO_ACCOUNT }));
  const { watch, setValue, trigger, clearErrors, handleSubmit, formState } = useForm<
    CheckoutFormValues,
    unknown,
    CheckoutFormResult
  >({ defaultValues: defaults, resolver: zodResolver(schema), reValidateMode: "onSubmit", shouldFocusError: false });
  const values = watch();
  const { errors } = formState;
  const message = useFormMessage(values, geo);
  const [assembly, setAssembly] = useState(savedAssembly);
  const [submitted, setSubmitted] = useState(false);
  const [chosen, setChosen] = useState("new");
  const [saveNew, setSaveNew] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A visitor who is not signed in chose to check out as a guest (or came back from /payment as one). */
  const [asGuest, setAsGuest] = useState(() => savedAddress() !== undefined);
  const [accountError, setAccountError] = useState<string | null>(null);
  const { quote } = useQuote(
    { country: values.country, province: isTurkey(values.country) ? values.city : "", assembly },
    `${cart.totalPrice}:${cart.products.length}`,
  );

  /** Puts an address into the form (a saved one chosen). */
  function fill(address: ShippingAddress) {
    for (const [name, value] of Object.entries(address)) setValue(name as keyof ShippingAddress, value);
  }

  function change(patch: Partial<CheckoutFormValues>) {
    for (const [name, value] of Object.entries(patch)) {
      setValue(name as keyof CheckoutFormValues, value as never, { shouldDirty: true });
    }
    // After a first attempt the errors follow the typing, every field's.
    if (submitted) void trigger();
  }

  // Saved addresses: once they arrive, the default fills an empty form.
  const filledFrom = useRef<SavedAddress[] | null>(null);
  // After every render (no list of dependencies): the ref lets it act once per list that arrives.
  useEffect(() => {
    if (!user || saved === NO_ADDRESSES || filledFrom.current === saved) return;
    const first = filledFrom.current === null;
    filledFrom.current = saved;
    const fallback = saved.find((a) => a.isDefault);
    if (first && fallback && !savedAddress()) {
      setChosen(fallback._id);
      fill(fromSaved(fallback, user.email));
    }
  });

  if (uninitialized || (loading && cart.products.length === 0)) return <LoadingNotice text={t("checkout.loading")} />;
  if (failed) {
    return (
      <PageNotice>
        {/* The cart read says SPEC's "Failed to load cart." whatever went wrong (state/cart-api.ts). */}
        <FormError message={t("checkout.loadFailed")} />
        <button type="button" onClick={() => refetch()} className={`${capsLink} mt-6`}>
          {t("checkout.tryAgain")}
        </button>
      </PageNotice>
    );
  }
  if (cart.products.length === 0) return <EmptyCartNotice text={t("checkout.emptyCart.checkout")} />;

  const short = overStock(cart);

  // Not signed in: order as a guest, or log in / register and come back (ADR 1908).
  if (!user && !asGuest) {
    return (
      <CheckoutStepPage step={0} intro={t("checkout.intro.choice")} cart={cart} quote={quote}>
        <GuestChoice onGuest={() => setAsGuest(true)} />
      </CheckoutStepPage>
    );
  }

  function choose(id: string) {
    setChosen(id);
    const a = saved.find((s) => s._id === id);
    if (a) fill(fromSaved(a, values.email || user?.email || ""));
    clearErrors();
  }

  /** The first field in error, in the form's order, gets the focus. */
  function focusFirst(errors: FieldErrors<CheckoutFormValues>) {
    const first = CHECKOUT_FIELDS.find((name) => errors[name]);
    if (first) document.getElementById(`field-${first}`)?.focus();
  }

  async function proceed({ address, account }: CheckoutFormResult) {
    if (!user && account) {
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
        setAccountError(queryErrorMessage(err, t("checkout.account.failed")));
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
        setSaveError(queryErrorMessage(err, t("checkout.saveFailed")));
        setBusy(false);
        return;
      }
    }
    saveAddress(address, assembly);
    navigate(paths.payment);
  }

  function submit(e: FormEvent) {
    setSubmitted(true);
    void handleSubmit(proceed, focusFirst)(e);
  }

  const offer = quote?.assemblyOffer;
  return (
    <CheckoutStepPage step={0} intro={t("checkout.intro.details")} cart={cart} quote={quote}>
      <form noValidate onSubmit={submit} className="mt-10" aria-label={t("checkout.form.label")}>
        <h2 className="text-2xl text-ink">{t("checkout.form.label")}</h2>
        <SavedAddressPicker addresses={saved} selected={chosen} onSelect={choose} />
        <ShippingFields values={values} errors={errors} message={message} geo={geo} onChange={change} />
        {!user && (
          <AccountFields
            values={values}
            errors={{
              password: message("password", errors.password),
              confirmPassword: message("confirmPassword", errors.confirmPassword),
            }}
            onChange={change}
          />
        )}
        {user && chosen === "new" && (
          <CheckboxField
            label={t("checkout.form.saveAddress")}
            checked={saveNew}
            onChange={setSaveNew}
            className="mt-6 flex items-center gap-3 text-sm text-ink"
          />
        )}
        {offer?.available && (
          <CheckboxField
            label={t("checkout.form.assembly", { price: formatPrice(offer.price) })}
            checked={assembly}
            onChange={setAssembly}
            className="mt-4 flex items-center gap-3 text-sm text-ink"
          />
        )}
        <div className="mt-6 space-y-3">
          <FormError message={saveError} />
          <FormError message={accountError} />
          {accountError && (
            <p className="text-sm text-muted">
              {t("checkout.account.haveOne")}{" "}
              <Link to={`${paths.login}?redirect=${encodeURIComponent(localize(paths.checkout))}`} className={capsLink}>
                {t("checkout.account.logIn")}
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
            {t("checkout.form.editCart")}
          </button>
          <button type="submit" disabled={short.length > 0 || busy} className={`${primaryButton} w-full sm:w-auto`}>
            {t("checkout.form.continue")}
            <ArrowRight size={15} strokeWidth={1.75} aria-hidden="true" />
          </button>
        </div>
      </form>
    </CheckoutStepPage>
  );
}
