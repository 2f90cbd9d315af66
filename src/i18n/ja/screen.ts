// プレイヤー本人だけに見える画面（日本語）。原文は ../en/screen.ts。
import type { Strings } from "../strings.ts";
import type { screen as en } from "../en/screen.ts";

export const screen: Strings<typeof en> = {
  over: "ゲーム #{{game}} は終了しました。",
  nothing: "ゲーム #{{game}} で今あなたが決めることはありません。",
  nothingWaiting: "ゲーム #{{game}} で今あなたが決めることはありません。{{waiting}}を待っています。",
  yourChoice: "選んでください：",
  back: "◀ 戻る",
  top_one: "**ゲーム #{{game}}** · ラウンド{{round}} · 残りワーカー{{count}}",
  top_other: "**ゲーム #{{game}}** · ラウンド{{round}} · 残りワーカー{{count}}",
  undo: "↩️ 取り消し",
  postedIn: "{{where}}に投稿されています。",
  turnPostedIn: "あなたの手番は{{where}}に投稿されています。",
  theChannel: "チャンネル",
  aiEndsUndo: "レーティング対象のゲームなので、AIが手を指すと取り消しはできなくなります。今はもう取り消せません。",
  undoPeople: "押し間違えましたか？ ほかのプレイヤーが選ぶまでは **取り消し** で戻せます。",
  undoPastAi: "押し間違えましたか？ ほかの人が選ぶまでは **取り消し** で戻せます。その間のAIの手も一緒に戻ります。",
  undoRated: "押し間違えましたか？ 誰かが次の手を指すまでは **取り消し** で戻せます。レーティング対象のゲームなので、AIの手も数えます。",
  middleOf: "**{{action}}** の途中です。先に終えてください。",
  middle: "アクションの途中です。先に終えてください。",
  waiting: "決めることが待っています",
  undone_one: "↩️ 取り消しました（{{count}}件）：",
  undone_other: "↩️ 取り消しました（{{count}}件）：",
  aiUndone_one: "その後のAIの手も取り消され、もう一度指されます。",
  aiUndone_other: "その後のAIの手{{count}}件も取り消され、もう一度指されます。",
  placeFinish: "先に今のアクションを終えてください：{{prompt}}",
  placeNothing: "今は置けるものがありません。ワーカーを置く手番ではありません",
  placeNotOffered: "選べません：{{space}}：{{why}}",
  wentOn: "{{card}}は{{where}}に置かれました。空いているスペースはどれも同じだったためです。別の場所に置くには `/undo steps:1` を使ってください。",
};
