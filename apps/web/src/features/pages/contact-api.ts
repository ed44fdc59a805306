import { api } from "../../state/api";

/** POST /api/contact: the contact form's message to the shop (issue 16, ADR 1630: one data layer). */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<unknown, { name: string; email: string; subject: string; message: string }>({
      query: (body) => ({ url: "/api/contact", method: "POST", body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
