import type { Strings } from "../strings.ts";
import type { hand as en } from "../en/hand.ts";

export const hand: Strings<typeof en> = {
  none: "ゲーム #{{game}} であなたの手札にC建物はありません。",
  title_one: "**ゲーム #{{game}} のあなたの手札**：C建物{{count}}枚（あなただけに表示）",
  title_other: "**ゲーム #{{game}} のあなたの手札**：C建物{{count}}枚（あなただけに表示）",
  cost: "コスト {{cost}} ・ {{points}}",
  openHand: "手札をブラウザで見る",
};
