import type { Strings } from "../strings.ts";
import type { settings as en } from "../en/settings.ts";

export const settings: Strings<typeof en> = {
  language: "ゲームの投稿の言語：{{language}}（個人あての返信は各プレイヤーのDiscordの言語）",
  languageChanged: "ゲームの投稿は今後{{language}}になります。",
};
