// Every text an image draws, with its size as it lands in the image (draw.ts's traceText):
// the phone images' readability checks read them.
import { type DrawnText, traceText } from "../../renderers/draw.ts";

export async function traced(render: () => Promise<Buffer>): Promise<{ png: Buffer; texts: DrawnText[] }> {
  const texts: DrawnText[] = [];
  traceText((t) => texts.push(t));
  try {
    return { png: await render(), texts };
  } finally {
    traceText(null);
  }
}
