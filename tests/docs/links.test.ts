// The documentation points only at things that exist: every relative link (and its #anchor),
// every `npm run <script>` and every repository path written in backticks, in README.md and
// every page of docs/. A page that names a moved file or a renamed script fails here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));


const PAGES = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).sort().map((f) => `docs/${f}`)];

const REPO_PATH = /^(src|commands|renderers|tests|prisma|docs)\//;

/** The page without its fenced code blocks (they hold no links or headings). */
function prose(text: string): string {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, "");
}

/** GitHub's anchor for a heading: lower case, markup and punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor a Markdown page offers (repeated headings get -1, -2, ... as on GitHub). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1] ?? "");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

function read(page: string): string {
  return readFileSync(join(ROOT, page), "utf8");
}

describe("slug", () => {
  it("follows GitHub's anchors", () => {
    expect(slug("Upgrading the bot (rules versions)")).toBe("upgrading-the-bot-rules-versions");
    expect(slug("Effects \"each time before\" an action")).toBe("effects-each-time-before-an-action");
    expect(slug("The `npm run bench` figures")).toBe("the-npm-run-bench-figures");
  });
});

describe.each(PAGES)("%s", (page) => {
  const text = read(page);

  it("links only to files and headings that exist", () => {
    const broken: string[] = [];
    for (const m of prose(text).matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1] ?? "";
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [path = "", anchor] = target.split("#");
      const file = path === "" ? join(ROOT, page) : join(ROOT, dirname(page), decodeURIComponent(path));
      if (!existsSync(file)) {
        broken.push(`${target}: no file ${relative(ROOT, file)}`);
        continue;
      }
      if (anchor !== undefined && file.endsWith(".md") && !anchors(readFileSync(file, "utf8")).has(anchor)) {
        broken.push(`${target}: no heading #${anchor} in ${relative(ROOT, file)}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("names only npm scripts that package.json has", () => {
    const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
    const missing = [...text.matchAll(/npm run(?: -s)? ([a-z][\w:-]*)/g)]
      .map((m) => m[1] ?? "")
      .filter((s) => !scripts.includes(s));
    expect([...new Set(missing)]).toEqual([]);
  });

  it("names only repository paths that exist", () => {
    const missing: string[] = [];
    for (const m of prose(text).matchAll(/`([^`\n]+)`/g)) {
      const path = (m[1] ?? "").trim();
      if (!REPO_PATH.test(path) || /\s/.test(path)) continue;
      if (/[*<>{}]/.test(path)) continue; // a glob or a placeholder: `tests/renderers/golden/*.png`, `<id>-<name>.ts`
      if (!existsSync(join(ROOT, path))) missing.push(path);
    }
    expect(missing).toEqual([]);
  });
});
