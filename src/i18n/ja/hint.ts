import type { Strings } from "../strings.ts";
import type { hint as en } from "../en/hint.ts";

export const hint: Strings<typeof en> = {
  pick: "AIのおすすめ",
  same: "ほぼ同じくらい良い",
  behind: "約{{vp}}勝利点の差",
  oneChoice: "💡 ゲーム #{{game}} であなたの選択肢は1つだけです:",
  best_one: "💡 ゲーム #{{game}} でのAIのおすすめ{{count}}つ(良い順):",
  best_other: "💡 ゲーム #{{game}} でのAIのおすすめ{{count}}つ(良い順):",
  foot: "このゲームであなたが使ったヒントは{{n}}回目です。終了時の投稿に各プレイヤーのヒント回数が表示されます。決めるのはあなたです。",
  over: "ゲーム #{{game}} は終了しています。もう決めることはありません。",
  notYourTurn: "ゲーム #{{game}} では今あなたの手番ではありません。ヒントはあなたが決める場面で使えます。",
  waitingFor: "{{names}}を待っています。",
  off: "ゲーム #{{game}} ではホストがヒントをオフにしているため、ヒントはありません。",
  postOne: "💡 **ヒント**: ここでの選択肢は1つだけです。",
  postBest_one: "💡 **ヒント**: AIのおすすめ{{count}}つ(良い順、決めるのはあなたです):",
  postBest_other: "💡 **ヒント**: AIのおすすめ{{count}}つ(良い順、決めるのはあなたです):",
  button: "💡 ヒント(あなただけに表示)",
  coming: "💡 **ヒント**: AIがまだあなたのおすすめを考えています。まもなくここに表示されます(下のボタンを押すと自分だけに表示されます)。",
};
