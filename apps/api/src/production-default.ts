/**
 * Imported first by the server entry: NODE_ENV defaults to "production" (as config.ts says), and
 * it must be set before React and the other libraries read it at load time — without it the
 * server renders pages and mails with React's development build, several times slower.
 */
process.env.NODE_ENV ??= "production";
