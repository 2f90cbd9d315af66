// The web view's style sheet and its one small script, each served as its own route (the page
// carries no inline script or style: the Content-Security-Policy allows only these).

/** Phone first: one column; from 900 px wide, a grid that shows the whole table at once. */
export const STYLE = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #f7f7f5; --panel: #ffffff; --muted: #4a5563; --line: #c9ced6; --accent: #0b5cad; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8eaed; --bg: #15181c; --panel: #1f2329; --muted: #b3bac4; --line: #3a414b; --accent: #8cc4ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif; color: var(--fg); background: var(--bg); }
header { padding: 12px 14px 0; }
h1 { font-size: 1.3rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 0 0 8px; }
h3 { font-size: 1rem; margin: 12px 0 4px; }
h4 { font-size: .95rem; margin: 10px 0 4px; }
main { padding: 0 14px 24px; }
a { color: var(--accent); }
.muted { color: var(--muted); }
.status { font-weight: 600; }
.now { border-left: 4px solid var(--accent); padding: 4px 10px; margin: 8px 0 12px; background: var(--panel); }
.now ul { margin: 0; padding-left: 1.1em; }
.grid { display: grid; grid-template-columns: 1fr; gap: 12px; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; min-width: 0; }
.harbors { display: grid; grid-template-columns: 1fr; gap: 10px; }
.harbor-panel { border-radius: 6px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid var(--line); vertical-align: top; }
table.harbor { table-layout: fixed; font-size: .85rem; }
table.harbor caption { text-align: left; color: var(--muted); font-size: .85rem; }
table.harbor td { border: 1px solid var(--line); overflow-wrap: anywhere; }
ul { padding-left: 1.1em; margin: 4px 0; }
ul.cards { list-style: none; padding: 0; }
details.card { border-bottom: 1px solid var(--line); padding: 4px 0; }
details.card summary { cursor: pointer; min-height: 24px; }
details.card p { margin: 4px 0 4px 1em; }
.category { color: var(--muted); font-size: .9rem; }
ol.log { padding-left: 2.2em; max-height: 60vh; overflow-y: auto; margin: 0; }
ol.log li.new { font-weight: 600; }
.replay { margin: 8px 0; }
figure { margin: 0 0 12px; }
figure img { display: block; max-width: 100%; height: auto; border-radius: 6px; }
figcaption { color: var(--muted); font-size: .9rem; }
.pictures { display: grid; grid-template-columns: 1fr; gap: 10px; }
@media (min-width: 900px) {
  .grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .wide { grid-column: 1 / -1; }
  .harbors { grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); }
  .pictures { grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); }
}
`;

/**
 * Follows the game: the server sends the game's version when it changes (server-sent events);
 * on a new one, the script fetches the table's part that changes and swaps it in (no reload).
 */
export const SCRIPT = `"use strict";
(function () {
  var main = document.getElementById("table");
  if (!main || !main.dataset.events || !window.EventSource) return;
  var busy = false, wanted = null;
  function shown() { var live = document.getElementById("live"); return live ? live.getAttribute("data-version") : null; }
  function update() {
    if (busy || wanted === null || wanted === shown()) return;
    busy = true;
    fetch(main.dataset.fragment, { cache: "no-store", credentials: "omit" }).then(function (r) {
      if (!r.ok) throw new Error(String(r.status));
      return r.text();
    }).then(function (text) {
      var doc = new DOMParser().parseFromString(text, "text/html");
      var next = doc.getElementById("live"), live = document.getElementById("live");
      if (next && live) live.replaceWith(document.importNode(next, true));
      var note = document.getElementById("updated");
      // The words come with the page, in the game's language ("Updated at {time}.").
      if (note && main.dataset.updated) note.textContent = main.dataset.updated.replace("{time}", new Date().toLocaleTimeString(document.documentElement.lang || undefined));
    }).catch(function () {}).then(function () { busy = false; update(); });
  }
  var source = new EventSource(main.dataset.events);
  source.addEventListener("open", function () { main.setAttribute("data-following", "yes"); });
  source.addEventListener("version", function (e) { wanted = e.data; update(); });
})();
`;
