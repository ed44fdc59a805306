import { errorSchema } from "@avlu/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, HttpError } from "../../lib/http-error.js";
import { storeUploadedImage } from "./images.js";
import type { Storage } from "./storage.js";

/**
 * What went wrong while reading the client's form, as a 4xx: only the client's bytes are parsed
 * here, so a broken or truncated form (which the parser reports without a status) is a 400, never a 500.
 */
function multipartError(err: unknown, tooLarge: HttpError): HttpError {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge;
    case "FST_FILES_LIMIT":
      return badRequest("Send one image at a time, in the field `image`");
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return badRequest("Too many form fields: send only the image, in the field `image`");
    default:
      return badRequest("Malformed multipart/form-data body");
  }
}

export const uploadRoutes: FastifyPluginAsyncZod<{ storage: Storage; maxBytes: number }> = async (app, opts) => {
  app.post(
    "/api/upload",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin: uploads"],
        summary: "Upload a product image (admin): multipart field `image`, at most 10 MB",
        consumes: ["multipart/form-data"],
        response: {
          201: z.object({ imageUrl: z.string(), width: z.number(), height: z.number() }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const tooLarge = new HttpError(413, `Image is too large: at most ${Math.round(opts.maxBytes / 1024 / 1024)} MB`);
      if (!request.isMultipart())
        throw new HttpError(415, "Send the image as multipart/form-data in the field `image`");
      let data: Buffer | undefined;
      try {
        for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1, fields: 5 } })) {
          if (part.type !== "file") continue;
          if (part.fieldname !== "image") {
            part.file.resume();
            throw badRequest("Send the image in the field `image`");
          }
          data = await part.toBuffer();
        }
      } catch (err) {
        throw multipartError(err, tooLarge);
      }
      if (!data || data.length === 0) throw badRequest("No image received: send it in the field `image`");
      return reply.code(201).send(await storeUploadedImage(opts.storage, data));
    },
  );
};
