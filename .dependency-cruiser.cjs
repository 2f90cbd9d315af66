// The layers of docs/architecture.md, checked by `npm run lint` (dependency-cruiser):
//
//   card data (src/cards/buildings)        printed cards; imports nothing
//   engine core (src/engine/*)             pure rules; reads the card data; owns the card hook
//                                          interface and the registry
//   card effects (src/cards/effects,       one file per card and the shared mechanisms; plug
//     src/cards/mechanisms)                into the core through its hooks
//   engine API (src/engine/index.ts)       the public surface; installs the effects
//   ai, store, bot, commands, renderers    use the engine only through its API
//
// and nothing imports in a circle.
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circle anywhere: a module never needs itself, directly or through others.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "Every import resolves to a file or an installed package.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "card-data-imports-nothing",
      comment: "The printed card data is the lowest floor: it imports nothing of the project.",
      severity: "error",
      from: { path: "^src/cards/buildings/" },
      to: { pathNot: "^src/cards/buildings/" },
    },
    {
      name: "engine-is-pure",
      comment: "The engine knows nothing of Discord, the database, images, Node or any package: it imports only itself and the card data (and its API the card effects).",
      severity: "error",
      from: { path: "^src/engine/" },
      to: { pathNot: "^(src/engine/|src/cards/)" },
    },
    {
      name: "engine-core-below-card-effects",
      comment: "The engine core never imports a card effect: effects plug in through the hooks (src/engine/card-hooks.ts); only the API (src/engine/index.ts) installs them.",
      severity: "error",
      from: { path: "^src/engine/", pathNot: "^src/engine/index[.]ts$" },
      to: { path: "^src/cards/(effects|mechanisms)/" },
    },
    {
      name: "card-effects-use-the-core",
      comment: "Card effects reach the engine's core modules and the card data, never the engine's API (which imports them) nor anything outside the rules.",
      severity: "error",
      from: { path: "^src/cards/(effects|mechanisms)/" },
      to: { pathNot: "^(src/engine/|src/cards/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "card-effects-not-through-the-api",
      comment: "Card effects never import the engine's API: it imports them.",
      severity: "error",
      from: { path: "^src/cards/" },
      to: { path: "^src/engine/index[.]ts$" },
    },
    {
      name: "outside-the-rules-only-the-engine-api",
      comment: "The AI, the store, the bot, the commands, the images and the scripts know the rules only through the engine's public API (src/engine/index.ts), never its internals or the cards.",
      severity: "error",
      from: { path: "^(src/ai|src/store|src/bot|src/db|src/scripts|src/web|commands|renderers)/|^src/[^/]+[.]ts$" },
      to: { path: "^(src/engine/|src/cards/)", pathNot: "^src/engine/index[.]ts$" },
    },
    {
      name: "ai-only-the-engine",
      comment: "The AI players are pure too: the engine's API and nothing of Discord, the database or images.",
      severity: "error",
      from: { path: "^src/ai/" },
      to: { path: "^(src/store|src/bot|src/db|commands|renderers)/|^src/(config|logger|main|shards)[.]ts$" },
    },
    {
      name: "renderers-never-the-bot",
      comment: "Images are pure functions of the engine's summary: they never import the bot, the commands, the store or the database.",
      severity: "error",
      from: { path: "^renderers/" },
      to: { path: "^(src/bot|src/store|src/db|src/ai|commands)/|^src/(config|logger|main|shards)[.]ts$|^node_modules/(discord[.]js|@discordjs|@prisma|prisma|pino|better-sqlite3|pg)/" },
    },
    {
      name: "store-below-the-bot",
      comment: "The store (persistence, play and undo) never imports the bot, the commands or the images.",
      severity: "error",
      from: { path: "^(src/store|src/db)/" },
      to: { path: "^(src/bot|commands|renderers)/" },
    },
    {
      name: "database-below-the-store",
      comment: "The database layer is the floor of the store: it never imports the store.",
      severity: "error",
      from: { path: "^src/db/" },
      to: { path: "^src/store/" },
    },
    {
      name: "no-dev-dependencies-in-production",
      comment: "The bot's code never imports a devDependency (only tests, benchmarks and tools may).",
      severity: "error",
      from: { path: "^(src|commands|renderers)/" },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/db/generated/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
