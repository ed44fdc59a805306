import type { AuthResponse, ProfileUpdateInput, PublicUser } from "@avlu/contract/users";
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { api, type QueryError } from "./api";
import { logout, sessionUpdated } from "./auth-slice";
import { cartApi } from "./cart-api";

type Thunk<R = void> = ThunkAction<R, unknown, unknown, UnknownAction>;

/**
 * A session starts (login, registration, a password reset): nothing cached for whoever used the
 * browser before (a guest's cart, another account's orders or addresses) stays, then the user is
 * kept (local storage and store).
 */
export const startSession =
  (res: AuthResponse): Thunk =>
  (dispatch) => {
    dispatch(api.util.resetApiState());
    dispatch(sessionUpdated(res));
  };

/** The guest cart joins the account's cart; a failed merge never blocks the sign-in (the cart is read again later). */
export const mergeGuestCart = (): Thunk<Promise<unknown>> => (dispatch) =>
  dispatch(cartApi.endpoints.mergeCart.initiate());

/** The session ends (logout, an expired token): the browser's copy and every cached answer of that user go. */
export const endSession = (): Thunk => (dispatch) => {
  dispatch(logout());
  dispatch(api.util.resetApiState());
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/users/login. SPEC §8: one message for any failed login (the screen's "Login failed,
     * please check your credentials."); only "too many attempts" is passed on as the server words it.
     */
    login: build.mutation<AuthResponse, { email: string; password: string }>({
      query: (body) => ({ url: "/api/users/login", method: "POST", body }),
      transformErrorResponse: ({ message, ...e }: QueryError) => (e.status === 429 && message ? { ...e, message } : e),
    }),
    /** POST /api/users/register: the server's message (in the page's language), else the screen's fallback. */
    register: build.mutation<AuthResponse, { name: string; email: string; password: string }>({
      query: (body) => ({ url: "/api/users/register", method: "POST", body }),
    }),
    /** GET /api/users/profile: the signed-in user as the server knows them. */
    getProfile: build.query<PublicUser, void>({ query: () => "/api/users/profile" }),
    /** PUT /api/users/profile: new details (and, after a password change, a new token) are kept at once. */
    updateProfile: build.mutation<AuthResponse, ProfileUpdateInput>({
      query: (body) => ({ url: "/api/users/profile", method: "PUT", body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          dispatch(sessionUpdated((await queryFulfilled).data));
        } catch {
          // the form shows the error
        }
      },
    }),
    /** POST /api/users/forgot-password: the same answer whether the address has an account or not (ADR 1802). */
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: "/api/users/forgot-password", method: "POST", body }),
    }),
    /** POST /api/users/reset-password: the mailed token and a new password; answered with a session. */
    resetPassword: build.mutation<AuthResponse, { token: string; password: string }>({
      query: (body) => ({ url: "/api/users/reset-password", method: "POST", body }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useLoginMutation,
  useRegisterMutation,
  useUpdateProfileMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
