/**
 * The API's messages a shopper can meet, in English: each text exactly as the API answered before
 * issue 20 (SPEC and the tests read them), with `{name}` for the values a message names. The
 * Turkish catalogue (`catalogue-tr.ts`) has the same keys and placeholders (ADR 2011). Admin-only
 * messages stay plain English strings where they are thrown.
 */
export const EN = {
  /* ------------------------------------------------------------ HTTP: generic answers */
  "http.notFound": "Not found",
  "http.routeNotFound": "Route {method} {path} not found",
  "http.badRequest": "Bad request",
  "http.unauthorized": "Not authorized, please log in",
  "http.sessionInvalid": "Session expired or invalid, please log in again",
  "http.forbidden": "Admin access required",
  "http.rateLimited": "Rate limit exceeded, retry in {after}",
  "http.queryBudget": "Too many new searches and filters from your address; please wait a moment",
  "http.databaseUnavailable":
    "Service temporarily unavailable: the database cannot be reached. Please try again shortly.",
  "http.internal": "Internal server error",
  "http.bodyTooLarge": "Request body is too large",
  "http.unsupportedMediaType": "Unsupported content type; send application/json",
  "http.malformedJson": "Malformed JSON body",
  "http.emptyBody": "Request body is empty; send a JSON object",
  "http.unsupportedEncoding": "Unsupported Content-Encoding: {encoding}",
  "http.undecodableBody": "Could not decompress the request payload using the provided encoding",
  "http.addressTooLong": "The address is too long",
  "http.malformedAddress": "Malformed address: invalid percent-encoding",
  "http.invalid": "Invalid {part}: {summary}",

  /* ------------------------------------------------------------ accounts */
  "users.invalidCredentials": "Invalid email or password",
  "users.emailTaken": "An account with this email already exists",
  "users.notFound": "User not found",
  "users.currentPasswordWrong": "Current password is incorrect",
  "users.signInLimited": "Too many sign-in attempts for this account, retry in {seconds} seconds",
  "users.resetLimited": "Too many password reset requests for this address, please try again in {duration}",
  "users.resetRequested":
    "If an account exists for this address, we have sent it a link to choose a new password. The link works for 1 hour.",
  "users.resetLinkInvalid": "This password reset link is not valid. Please ask for a new one.",
  "users.resetLinkUsed": "This password reset link has already been used. Please ask for a new one.",
  "users.resetLinkExpired": "This password reset link has expired. Please ask for a new one.",
  "password.tooCommon": "Password is too common; choose another",
  "password.repeated": "Password must not be one repeated character",
  "password.containsEmail": "Password must not contain your e-mail name",

  /* ------------------------------------------------------------ catalogue */
  "catalog.productNotFound": "Product not found",
  "catalog.collectionNotFound": "Collection not found",
  "catalog.priceRange": "Invalid query parameter: minPrice must not be greater than maxPrice",

  /* ------------------------------------------------------------ cart and stock */
  "cart.productNotFound": "Product not found",
  "cart.lineNotFound": "This item is not in your cart",
  "cart.outOfStock": "{item} is out of stock",
  "cart.onlyLeft": "Only {count} of {item} left in stock",
  "cart.quantityLimit": "quantity must be at most {max} per line",
  "cart.notSold": "Invalid body: {item} is not sold",
  "cart.chooseColour": "Please choose a colour",
  "cart.colourNotOffered": "Invalid body: color must be one of {colours}",
  "cart.noColours": "Invalid body: this product has no colour options",
  "cart.packingNotOffered": "Invalid body: packing must be one of {packings}",

  /* ------------------------------------------------------------ checkout and orders */
  "orders.notFound": "Order not found",
  "orders.emptyCart": "Your cart is empty",
  "orders.noCartOwner": "Log in, or check out as a guest with your cart's guestId",
  "orders.idempotencyKey": "Invalid header: Idempotency-Key must be 8 to 100 characters",
  "orders.tooLarge": "The order total is too large; please split it into several orders",
  "orders.configurationChanged":
    "{name}: the configuration in your cart is no longer offered as it was; please open it again and add it anew",
  "orders.changedMeanwhile": "The order was changed at the same time; please reload it and try again",
  "orders.notCancellable": "Only pending or processing orders can be cancelled; this order is {status}",
  "orders.deliveryChanged": "The delivery cost of this order is {amount}; please review your order and try again",
  "orders.vatChanged": "The VAT of this order is {amount}; please review your order and try again",
  "orders.totalChanged": "The total of this order is {amount}; please review your order and try again",
  "orders.claimRequested":
    "If orders were placed as a guest with your e-mail, a link to add them to your account is on its way to it.",
  "orders.claimedOne": "1 order placed as a guest was added to your account",
  "orders.claimedMany": "{count} orders placed as a guest were added to your account",
  "orders.claimLinkInvalid": "This link is not valid for this account. Please ask for a new one from My orders.",
  "orders.claimLinkUsed": "This link has already been used. Please ask for a new one from My orders.",
  "orders.claimLinkExpired": "This link has expired. Please ask for a new one from My orders.",
  "orders.claimEmailChanged":
    "Your account's e-mail changed since this link was sent. Please ask for a new one from My orders.",

  /* ------------------------------------------------------------ addresses and delivery */
  "address.chooseProvince": "Please choose a province from the list",
  "address.chooseDistrictOf": "Please choose a district of {province}",
  "address.postalDigits": "Postal code must be 5 digits",
  "address.postalPlate": "Postal code must start with a province number (01 to 81)",
  "address.postalProvince": "Postal codes in {province} start with {code}",
  "address.notFound": "Address not found",
  "address.limit": "You can keep at most {max} addresses; please delete one first",
  "address.deleted": "Address deleted",
  "delivery.noProvince": "Choose a province to see the delivery cost",
  "delivery.notDelivered": "We deliver within Türkiye only; please contact us about deliveries abroad",
  "delivery.noAssembly": "Assembly is not offered at the moment",

  /* ------------------------------------------------------------ contact, newsletter, order requests */
  "contact.received": "Thank you, your message has been received",
  "newsletter.subscribed": "Thank you for subscribing! New collections and studio news will come to your inbox.",
  "newsletter.alreadySubscribed": "You're already on our list — thank you for staying in touch!",
  "requests.recorded": "Order request recorded",
  "requests.colourRequired": "Invalid body: color is required for this product",
  "requests.colourNotOffered": "Invalid body: color is not one of this product's colours",
  "requests.packingRequired": "Invalid body: packing is required",
  "requests.packingNotOffered": "Invalid body: packing is not one of this product's options",

  /* ------------------------------------------------------------ configurator */
  "configurator.notFound": "Configurator not found",
  "configurator.invalid": "Invalid configuration: {notes}",
} as const;

export type MessageKey = keyof typeof EN;
