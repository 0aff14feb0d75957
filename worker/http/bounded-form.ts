/**
 * Why a form was not read: no stated length where one is required (a chunked upload), a body
 * over the limit (stated, or counted while read), or a body that ran past the length it stated.
 */
export type FormRefusal = "noLength" | "tooLarge" | "overran";

export interface FormBounds {
  /** The most bytes read. */
  limit: number;
  /**
   * A body without `Content-Length` (sent chunked): "refuse" reads none of it; "count" reads it
   * up to the limit and refuses it there.
   */
  unstated: "refuse" | "count";
}

/**
 * A posted form read only as far as the request said it would go. A stated length over the
 * limit is refused before reading; a body that grows past its stated length is cut off at that
 * point; a body without a stated length is refused or counted up to the limit. So no more than
 * `limit` bytes are ever held, however the body is sent. A body that is no form has no fields.
 */
export async function boundedForm(request: Request, { limit, unstated }: FormBounds): Promise<FormData | FormRefusal> {
  const stated = request.headers.get("Content-Length");
  if (stated === null ? unstated === "refuse" : !/^\d+$/.test(stated)) return "noLength";
  const length = stated === null ? null : Number(stated);
  if (length !== null && length > limit) return "tooLarge";
  const type = request.headers.get("Content-Type") ?? "";
  // Anything but a form carries no fields: its body is left unread.
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return new FormData();
  const cap = length ?? limit;
  const read = { bytes: 0, overran: false };
  const counted = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      read.bytes += chunk.byteLength;
      if (read.bytes > cap) {
        read.overran = true;
        controller.error(new RangeError(`The body ran past ${cap} bytes`));
      } else controller.enqueue(chunk);
    },
  });
  const body = request.body?.pipeThrough(counted) ?? null;
  try {
    return await new Request(request.url, {
      method: request.method,
      headers: { "Content-Type": type },
      body,
    }).formData();
  } catch (error) {
    if (read.overran) return length === null ? "tooLarge" : "overran";
    throw error;
  }
}
