// A Building card's printed facts for the AI players, looked up once per card (the evaluations
// read them at every position they value).
import { cardView, type CardView } from "../engine/index.ts";

const views = new Map<string, CardView>();

export function cardOf(id: string): CardView {
  let c = views.get(id);
  if (!c) { c = cardView(id); views.set(id, c); }
  return c;
}
