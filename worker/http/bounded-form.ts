/**
 * Why a form was not read: no stated length (a chunked upload), a stated length over the limit,
 * or a body that ran past the length it stated.
 */
export type FormRefusal = "noLength" | "tooLarge" | "overran";

/**
 * A posted form read only as far as the request said it would go. Without `Content-Length`
 * nothing is read; a stated length over `limit` is refused before reading; a body that grows
 * past its stated length is cut off at that point. So no more than `limit` bytes are ever held,
 * however the body is sent.
 */
export async function boundedForm(request: Request, limit: number): Promise<FormData | FormRefusal> {
  const stated = request.headers.get("Content-Length");
  if (stated === null || !/^\d+$/.test(stated)) return "noLength";
  const length = Number(stated);
  if (length > limit) return "tooLarge";
  const read = { bytes: 0, overran: false };
  const counted = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      read.bytes += chunk.byteLength;
      if (read.bytes > length) {
        read.overran = true;
        controller.error(new RangeError(`The body ran past its stated ${length} bytes`));
      } else controller.enqueue(chunk);
    },
  });
  const body = request.body?.pipeThrough(counted) ?? null;
  try {
    return await new Request(request.url, {
      method: request.method,
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      body,
    }).formData();
  } catch (error) {
    if (read.overran) return "overran";
    throw error;
  }
}
