import { randomBytes } from "node:crypto";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import { bootstrap, loadJwtSecret } from "./db/bootstrap.js";
import { createDatabase, type Db } from "./db/database.js";
import { type EventBus, LocalEventBus } from "./lib/events.js";
import { RedisEventBus } from "./lib/events-redis.js";
import { HttpError } from "./lib/http-error.js";
import { msg } from "./lib/messages/message.js";
import { waitTr } from "./lib/messages/values.js";
import { closeRedis, createRedis, redisRateLimitStore } from "./lib/redis.js";
import { addressRoutes } from "./modules/addresses/routes.js";
import { adminRoutes } from "./modules/admin/routes.js";
import { cartRoutes } from "./modules/cart/routes.js";
import { CatalogEngine } from "./modules/catalog/engine/catalog-engine.js";
import { catalogRoutes } from "./modules/catalog/routes.js";
import { CatalogService } from "./modules/catalog/service.js";
import { checkoutRulesRoutes } from "./modules/checkout-rules/routes.js";
import { configuratorAdminRoutes } from "./modules/configurator/admin-routes.js";
import { configuratorRoutes } from "./modules/configurator/routes.js";
import { ConfiguratorService } from "./modules/configurator/service.js";
import { contactRoutes } from "./modules/contact/routes.js";
import { geoRoutes } from "./modules/geo/routes.js";
import { mailContextPlugin } from "./modules/mail/context.js";
import { logoOnUse } from "./modules/mail/logo.js";
import { mailRoutes } from "./modules/mail/routes.js";
import { MailSecrets } from "./modules/mail/secret.js";
import { MailSender, type RetryPolicy } from "./modules/mail/sender.js";
import { Mails } from "./modules/mail/service.js";
import { newsletterRoutes } from "./modules/newsletter/routes.js";
import { orderRequestRoutes } from "./modules/order-requests/routes.js";
import { orderRoutes } from "./modules/orders/routes.js";
import { loadPageRenderer } from "./modules/seo/page-body.js";
import { PageAssets } from "./modules/seo/preload.js";
import { seoPlugin, seoRenderer } from "./modules/seo/routes.js";
import { settingsRoutes } from "./modules/settings/routes.js";
import { uploadRoutes } from "./modules/uploads/routes.js";
import { S3Storage } from "./modules/uploads/s3-storage.js";
import { uploadsServePlugin } from "./modules/uploads/serve.js";
import { LocalStorage, type Storage } from "./modules/uploads/storage.js";
import { userRoutes } from "./modules/users/routes.js";
import { authPlugin } from "./plugins/auth.js";
import { docsPlugin } from "./plugins/docs.js";
import { errorsPlugin } from "./plugins/errors.js";
import { healthPlugin } from "./plugins/health.js";
import { httpCachePlugin } from "./plugins/http-cache.js";
import { loggerOptions } from "./plugins/log-redaction.js";
import { PageCache } from "./plugins/page-cache.js";
import { QueryBudget, queryBudgetPlugin } from "./plugins/query-budget.js";
import { clientErrorHandler, frameworkErrorHandler, securityPlugin } from "./plugins/security.js";
import { spaPlugin } from "./plugins/spa.js";
import { startWebDev } from "./plugins/web-dev.js";

export interface AppOptions {
  config: Config;
  /** An open database (tests); by default one is opened from the config and closed with the app. */
  db?: Db;
  storage?: Storage;
  /** Change notifications; by default within this process only. */
  events?: EventBus;
  logger?: FastifyServerOptions["logger"];
  /** The mail sender's timing (tests shorten the back-off). */
  mail?: { retry?: Partial<RetryPolicy>; pollMs?: number };
}

export type App = FastifyInstance;

/** Builds the whole store (API, uploads, SPA) without listening. Runs migrations and first-start seeding. */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    // Request logs never carry a private link's key or a mailed token (ADR 1908).
    logger: loggerOptions(opts.logger, config.logLevel),
    // The API requests a page makes to itself while it is rendered (app.inject) are not logged again.
    logController: new LogController({ disableRequestLogging: (request) => "_lightMyRequest" in request.raw }),
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Unroutable addresses (broken %-encoding) answer { message } with the security headers too.
    frameworkErrors: frameworkErrorHandler,
    // …and so do requests Node's HTTP parser refuses (400/408/431).
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db =
    opts.db ??
    createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax });
  if (!opts.db) app.addHook("onClose", async () => db.close());
  let storage = opts.storage;
  if (!storage && config.s3) {
    const s3 = new S3Storage(config.s3);
    await s3.checkBucket();
    storage = s3;
  }
  storage ??= new LocalStorage(path.join(config.dataDir, "uploads"));
  // Several instances (REDIS_URL): change notices and rate-limit counts go through Redis (ADR 0200).
  const events =
    opts.events ??
    (config.redisUrl
      ? new RedisEventBus({ url: config.redisUrl, prefix: config.redisKeyPrefix, log: app.log })
      : new LocalEventBus());
  app.addHook("onClose", async () => events.close());
  if (events instanceof RedisEventBus) {
    // A write answers only once its change notice reached Redis: other instances drop their copies one hop later.
    app.addHook("onSend", (request, _reply, payload, done) => {
      if (request.method === "GET" || request.method === "HEAD") return done(null, payload);
      events.flush().then(() => done(null, payload), done);
    });
  }
  const rateLimitRedis = config.redisUrl ? createRedis(config.redisUrl, app.log, "commands") : undefined;
  if (rateLimitRedis) app.addHook("onClose", async () => closeRedis(rateLimitRedis));

  await bootstrap(db, config, storage, app.log);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  // Before compression: the cache keeps and hashes the uncompressed JSON.
  await app.register(httpCachePlugin, { events });
  // Catalogue work no cache answers is budgeted per client (ADR 1502); the server's own requests
  // while it renders a page carry a secret header and count as part of that page.
  const internalHeader: [string, string] = ["x-avlu-render", randomBytes(16).toString("hex")];
  const budget =
    config.catalogQueryBudgetPerMinute > 0 ? new QueryBudget(config.catalogQueryBudgetPerMinute) : undefined;
  await app.register(queryBudgetPlugin, { budget, internalHeader });
  // What is compressed here is compressed for one request (an answer no cache keeps: a cold
  // catalogue query, an account's data), so cheaply and on the event loop (ADR 1518): brotli at
  // quality 1 and gzip at level 1, in one call up to 64 KB. The response cache compresses its
  // entries once, harder (http-cache.ts); the storefront's files are compressed at build.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 65_536,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  await app.register(rateLimit, {
    global: false,
    // The plugin's own English ("Rate limit exceeded, retry in 1 minute"), in the caller's language too (ADR 2011).
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        msg("http.rateLimited", { after: { en: context.after, tr: waitTr(Math.ceil(context.ttl / 1000) * 1000) } }),
      ),
    ...(rateLimitRedis
      ? { store: redisRateLimitStore({ redis: rateLimitRedis, prefix: config.redisKeyPrefix, log: app.log }) }
      : {}),
  });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  const jwtSecret = loadJwtSecret(config);
  await app.register(authPlugin, { db, secret: jwtSecret, expiresIn: config.jwtExpiresIn });
  await app.register(docsPlugin);
  // The catalogue engine starts below; /readyz reports whether its first start is still reading (ADR 1511).
  let engine: CatalogEngine | undefined;
  await app.register(healthPlugin, { db, catalogue: () => (engine?.reading ? "reading" : "complete") });

  // Mail (ADR 1800): requests write the outbox; this instance's sender delivers it over SMTP.
  const logo = logoOnUse(config.webDistDir);
  const secrets = new MailSecrets(jwtSecret);
  const sender = new MailSender({
    db,
    log: app.log,
    secrets,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    leaseMs: config.mail.leaseMs,
    logo,
    ...opts.mail,
  });
  const mails = new Mails(secrets, () => sender.wake());
  app.addHook("onReady", async () => sender.start());
  app.addHook("preClose", async () => sender.stop());
  await app.register(mailContextPlugin, { publicUrl: config.publicUrl });

  // The catalogue index (ADR 1500): every product in memory, kept in step through the change log.
  // Its start reads the database (on SQLite in a worker thread) while the routes that do not need
  // it are registered and the page renderer loads: the main thread waits on those reads for about
  // half of a start at 100,000 products (ADR 1520).
  const starting = CatalogEngine.start({ db, events, log: app.log, snapshotFile: config.catalogIndexSnapshot });
  starting.catch(() => {}); // awaited below, once these are registered
  const configurators = new ConfiguratorService(db, events);
  // The built storefront's renderer (in development Vite's, below).
  let builtRenderer: Awaited<ReturnType<typeof loadPageRenderer>> = null;
  try {
    await app.register(userRoutes, { db, mails, loginRateLimitPerMinute: config.loginRateLimitPerMinute });
    await app.register(settingsRoutes, { db, events });
    await app.register(cartRoutes, { db, events, configurators });
    await app.register(geoRoutes);
    await app.register(checkoutRulesRoutes, { db, events });
    await app.register(addressRoutes, { db });
    await app.register(newsletterRoutes, { db });
    await app.register(contactRoutes, { db, mails });
    await app.register(configuratorRoutes, { configurators });
    await app.register(configuratorAdminRoutes, { db, configurators });
    await app.register(mailRoutes, { db, mails, smtpConfigured: sender.configured, logo });
    await app.register(uploadRoutes, { storage, maxBytes: config.uploadMaxBytes });
    await app.register(uploadsServePlugin, { storage });
    if (!config.webDev) builtRenderer = await loadPageRenderer(config.webDistDir);
  } catch (err) {
    // Nothing else would close the engine once it has started.
    void starting.then(
      (started) => started.close(),
      () => {},
    );
    throw err;
  }
  const started = await starting;
  engine = started;
  app.addHook("onClose", async () => started.close());
  const catalog = new CatalogService(db, events, started);
  await app.register(catalogRoutes, { catalog });
  await app.register(orderRoutes, { db, events, mails, catalog });
  await app.register(orderRequestRoutes, { db, catalog, configurators, mails });
  await app.register(adminRoutes, { db, catalog });

  await app.register(seoPlugin, { catalog, publicUrl: config.publicUrl });
  // `npm run dev`: the storefront from its sources through Vite, rendered on the server too (ADR 1640).
  const webDev = config.webDev ? await startWebDev(app, config.webDev) : undefined;
  await app.register(spaPlugin, {
    webDistDir: config.webDistDir,
    // Pages show the catalogue, the shop's settings and the configurators; in development the code changes too.
    ...(webDev
      ? { devTemplate: webDev.template }
      : { cache: new PageCache({ events, topics: ["catalog", "settings", "configurator"] }) }),
    budget,
    render: seoRenderer({
      publicUrl: config.publicUrl,
      assets: webDev ? PageAssets.none() : PageAssets.load(config.webDistDir),
      renderPage: webDev ? webDev.renderPage : builtRenderer,
      apiGet: async (url, language) => {
        const res = await app.inject({
          method: "GET",
          url,
          headers: {
            accept: "application/json",
            [internalHeader[0]]: internalHeader[1],
            ...(language ? { "accept-language": language } : {}),
          },
        });
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = undefined;
        }
        return { statusCode: res.statusCode, body };
      },
    }),
  });
  return app;
}
