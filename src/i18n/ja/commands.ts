// スラッシュコマンドの日本語 (see ../en/commands.ts)。各100文字以内。
import type { Strings } from "../strings.ts";
import type { commands as en } from "../en/commands.ts";

export const commands: Strings<typeof en> = {
  common: {
    game: "どのゲームか（ゲームのスレッド内では不要）",
    public: "全員に見えるように投稿する（既定：自分だけに表示）",
    layout: "コンパクト（既定）、詳細（すべて、縦長：開いて見る）、ワイド（デスクトップ向け）",
    // Each language by its own name, whoever reads it (as Discord's own language list does).
    languageChoice: { en: "English", de: "Deutsch", ja: "日本語" },
    layoutChoice: { compact: "コンパクト", detail: "詳細（すべて）", wide: "ワイド（デスクトップ向け）" },
    level: { easy: "やさしい", medium: "ふつう", hard: "むずかしい（最強、時間がかかる）" },
  },
  nusfjord: {
    description: "ヌスフィヨルドのゲームを開く・管理する",
    new: {
      description: "新しいゲームを開く：参加者はボタンで参加",
      players: "プレイヤー数（2〜5）",
      deck: "建物デッキ（既定：ニシン）",
      deckChoice: { herring: "ニシン", mackerel: "サバ", codfish: "タラ", mixed: "ミックス" },
      ai_seats: "AIが担当する席の数（既定：0）",
      ai_level: "AIの強さ（開始時に空いた席を埋めるAIも。既定：ふつう）",
      reminder_hours: "この時間が過ぎたら手番を知らせる（既定：12時間）",
      thread: "新しいスレッドでプレイする（既定：はい）",
      learning: "練習ゲーム：初めてのことを一度ずつ説明し、毎手番ヒントを出す（既定：いいえ）",
      rated: "結果をレーティングと /leaderboard に反映する（既定：はい）",
      language: "ゲームの投稿の言語（既定：サーバーの言語、なければ英語）",
    },
    export: {
      description: "終了したゲームをファイルに：シード、プレイヤー、全選択、最終得点",
      game: "どの終了したゲームか（または自分が参加した中止ゲーム）",
    },
    away: {
      description: "休暇：戻るまでリマインダーなし、持ち時間も停止（全ゲーム）",
      until: "日付（2026-11-29、29 Nov）、時間（48）、日数（3 days）、最長30日。off：今すぐ復帰",
    },
    privacy: { description: "ボットが保存するあなたの情報と、ランキングからの退出（自分だけに表示）" },
    settings: {
      description: "ゲームの設定、または自分の静かな時間帯を表示・変更する",
      mute: "このゲームでの自分へのリマインダーを止める",
      dm: "このゲームで自分の手番になったらDMも受け取る",
      reminder_hours: "ホスト：この時間が過ぎたら知らせる",
      reminders: "ホスト：リマインダーのオン・オフ",
      takeover_hours: "ホスト：この時間待ったらAIの代行を提案する（0＝しない）",
      turn_hours: "ホスト：この時間待った手番をAIが代わりに打つ（1〜720、0＝オフ、既定）",
      pause: "ホスト：ゲームを一時停止（true）または再開（false）",
      hints: "ホスト：このゲームで /hint を許可（true）するかしないか（false）",
      rated: "ホスト、開始前のみ：レーティング対象（true）か否か（false）",
      replace_seat: "ホスト：この席（1〜5）を今後AIに任せる、またはそのAIの強さを変える",
      level: "ホスト、replace_seat と一緒に：その席のAIの強さ（既定：ふつう）",
      cancel: "ホスト：ゲームを中止する",
      quiet: "全ゲームでの静かな時間帯、例 22-08（通知なし。リマインダーとDMは待つ）。off",
      timezone: "あなたのタイムゾーン、例 Asia/Tokyo（静かな時間帯と休暇の日付用）",
      language: "ホスト：ゲームの投稿の言語",
    },
  },
  place: {
    description: "ワーカーをアクションスペースか長老に置く",
    action: "ワーカーを置く場所（選べるものだけを表示）",
  },
  pass: { description: "ワーカーを置かずにパスする" },
  undo: {
    description: "直前のアクションを取り消す（他のプレイヤーが選ぶまで）",
    steps: "直前の選択をいくつ戻すか（既定：直前のアクション全体）",
  },
  exchange: { description: "「いつでも」建物の交換を使う" },
  board: { description: "ゲームの中央ボードを表示する" },
  harbor: {
    description: "全プレイヤーの状況を一覧で、または一人の港を表示する",
    player: "誰の港か（省略：全員を1枚の画像で）",
    seat: "または席番号（1〜5）、AIプレイヤー用など",
  },
  hand: { description: "手札のC建物（自分だけに表示）" },
  hint: { description: "あなたの選択に対するAIのおすすめ上位3つと理由（自分だけに表示）" },
  score: { description: "現時点での全プレイヤーの得点の内訳" },
  log: {
    description: "ゲームで起きたことを1ページずつ",
    n: "最大の行数（既定：{{lines}}。1通に収まらないときは少なく）",
    upto: "この行番号までを表示（前のページ用。既定：最新）",
  },
  replay: {
    description: "終了したゲームを1手ずつ見直す（自分だけに表示）",
    game: "どの終了したゲームか（ゲームのスレッド内では不要）",
  },
  rules: {
    description: "遊び方：はじめに、フェイズ、アクション、長老、建物、当サーバーの裁定",
    topic: "キーワード：勝利、漁獲、船、長老の名前、建物の名前、裁定…",
  },
  games: {
    description: "このサーバーのヌスフィヨルドのゲーム、誰の手番か、最近の勝者",
    page: "進行中のゲームの何ページ目か（1ページ10件）",
  },
  mygames: { description: "あなたの手番になっているすべてのゲーム" },
  leaderboard: {
    description: "このサーバーのプレイヤーのレーティング順、対象ゲーム数と勝利数",
    page: "何ページ目か（1ページ{{perPage}}人）",
  },
  profile: {
    description: "プレイヤーの戦績：レーティング、ゲーム数、勝利、得点、よく建てる建物",
    player: "誰の（既定：あなた）",
    ai: "またはAIの強さごとの戦績",
  },
};
