import type { Strings } from "../strings.ts";
import type { lobby as en } from "../en/lobby.ts";

export const lobby: Strings<typeof en> = {
  head: "**ヌスフィヨルド #{{game}}** ・ {{count}}人 ・ {{deck}}デッキ ・ {{reminders}}",
  remindersAfter: "{{hours}}時間後にリマインダー",
  remindersOff: "リマインダーなし",
  notRated: "レーティング対象外",
  host: "ホスト：{{host}}",
  thread: "ゲームのスレッド：{{thread}}",
  freeSeat: "― 空席 ―",
  cancelled: "このゲームは中止されました。",
  over: "🏁 ゲームは終了しました。",
  finalScores: "最終得点：{{thread}}",
  onIn: "ゲーム進行中：{{thread}} をご覧ください。",
  on: "ゲーム進行中です。",
  opening: "ゲームのスレッドを開いています…",
  free_one: "空席{{count}}：**参加**を押してください。ホストは今すぐ開始することもでき、空席にはAI（{{level}}）が入ります。",
  free_other: "空席{{count}}：**参加**を押してください。ホストは今すぐ開始することもでき、空席にはAI（{{level}}）が入ります。",
  full: "満席です：ホストは**開始**を押せます。",
  join: "参加",
  leave: "退出",
  start: "開始",
  startWithAi: "AI {{count}}人で開始",
  cancel: "中止",
};
