import type { Strings } from "../strings.ts";
import type { card as en } from "../en/card.ts";

export const card: Strings<typeof en> = {
  category: {
    anytime: "いつでも", immediately: "即時", once: "一度のみ", special: "特殊能力", points: "勝利点", whenever: "〜するたび",
  },
  amount: {
    wood_one: "木材{{n}}", wood_other: "木材{{n}}",
    fish_one: "魚{{n}}", fish_other: "魚{{n}}",
    gold_one: "金{{n}}", gold_other: "金{{n}}",
    sloop_one: "スループ船{{n}}隻", sloop_other: "スループ船{{n}}隻",
    cutter_one: "カッター船{{n}}隻", cutter_other: "カッター船{{n}}隻",
    schooner_one: "スクーナー船{{n}}隻", schooner_other: "スクーナー船{{n}}隻",
    vp_one: "{{n}}勝利点", vp_other: "{{n}}勝利点",
  },
  vpOrMore: "{{n}}勝利点以上",
  topic: "{{name}}（{{id}}、{{kind}}、コスト {{cost}}、{{points}}）",
  elder: "{{name}}：{{summary}}。",
  choiceOf: "{{a}}または{{b}}から選ぶ",
  free: "なし",
};
