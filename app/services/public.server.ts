// What the pages before sign-in ask of the back office
// (docs/behaviour.md#sign-in-and-public-pages): the verification image of the sign-in form, the
// contact form and the forgotten-password mail.
import { isEnvelopeError, messageFor, type Message } from "~/domain/upstream-error";
import { sendUpstream } from "~/pamhk/client.server";
import { contactUs, forgetPassword } from "~/pamhk/email.server";
import { type PortalSession, requestContext } from "~/session/session.server";

export type Sent = { ok: true } | { ok: false; failure: Message };

export async function sendContactRequest(
  request: Request,
  session: PortalSession,
  form: Parameters<typeof contactUs>[1],
): Promise<Sent> {
  const sent = await contactUs(requestContext(request, session), form);
  return sent.ok ? { ok: true } : { ok: false, failure: messageFor(sent.error) };
}

/** The reset mail to the account's address; 3/237 is an account the back office does not know. */
export async function sendPasswordReset(
  request: Request,
  session: PortalSession,
  accountEmail: string,
): Promise<Sent> {
  const sent = await forgetPassword(requestContext(request, session), accountEmail);
  if (sent.ok) return { ok: true };
  return {
    ok: false,
    failure: isEnvelopeError(sent.error, 3, 237)
      ? { key: "error.ACCOUNT_NOT_FOUND" }
      : messageFor(sent.error),
  };
}

/**
 * The back office's verification image, bound to the upstream cookie kept in this session; null
 * when it sent no image (a fault may answer 200 with JSON and no envelope).
 */
export async function verificationImage(
  request: Request,
  session: PortalSession,
): Promise<{ body: ReadableStream<Uint8Array> | null; type: string } | null> {
  const sent = await sendUpstream(requestContext(request, session), {
    path: "/verificationCode",
    query: { t: Date.now() },
  });
  const type = sent.ok ? (sent.response.headers.get("Content-Type") ?? "") : "";
  if (!sent.ok || !sent.response.ok || !type.startsWith("image/")) {
    if (sent.ok) await sent.response.body?.cancel();
    return null;
  }
  return { body: sent.response.body, type };
}
