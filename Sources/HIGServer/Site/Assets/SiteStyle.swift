/// The site's stylesheet: system fonts with Korean fallbacks, light and dark
/// colours, one column on phones (the reader's language on top) and the two
/// languages side by side on wider screens; a text in one language is one column.
enum SiteStyle {
    static let css = #"""
:root {
  color-scheme: light dark;
  --bg: #ffffff;
  --bg-raised: #f5f5f7;
  --bg-header: rgba(255, 255, 255, 0.92);
  --text: #1d1d1f;
  --muted: #5f5f66;
  --line: #d2d2d7;
  --accent: #0062c4;
  --accent-soft: #e8f1fc;
  --mark-bg: #ffe27a;
  --mark-text: #1d1d1f;
  --danger: #b3261e;
  --radius: 12px;
  --font: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Apple SD Gothic Neo", "Noto Sans KR",
          "Noto Sans CJK KR", "Malgun Gothic", system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --mono: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
}

@media (prefers-color-scheme: dark) {
  :root {
    --bg: #121214;
    --bg-raised: #1d1d20;
    --bg-header: rgba(18, 18, 20, 0.92);
    --text: #f2f2f5;
    --muted: #a7a7ae;
    --line: #3a3a3f;
    --accent: #5aaaff;
    --accent-soft: #16263a;
    --mark-bg: #5c4a00;
    --mark-text: #fff4c2;
    --danger: #ff8a80;
  }
}

*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }

html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

body {
  margin: 0;
  background: var(--bg);
  color: var(--text);
  font-family: var(--font);
  font-size: 1rem;
  line-height: 1.6;
  overflow-wrap: break-word;
}

:lang(ko) { word-break: keep-all; }
:lang(en) { word-break: normal; }
p:lang(ko), li:lang(ko), dd:lang(ko) { line-height: 1.75; }

a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; border-radius: 4px; }

h1, h2, h3 { line-height: 1.3; margin: 0 0 0.5rem; }
h1 { font-size: clamp(1.6rem, 4vw, 2.2rem); letter-spacing: -0.01em; }
h2 { font-size: 1.3rem; }
h3 { font-size: 1.05rem; }
p { margin: 0 0 0.6rem; }

mark {
  background: var(--mark-bg);
  color: var(--mark-text);
  border-radius: 3px;
  padding: 0 0.1em;
}

.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}

.skip-link {
  position: absolute; left: 0.5rem; top: -3rem;
  background: var(--accent); color: #fff; padding: 0.5rem 0.8rem; border-radius: 8px; z-index: 10;
}
.skip-link:focus { top: 0.5rem; }

/* Header with the search box */

.site-header {
  position: sticky; top: 0; z-index: 5;
  background: var(--bg-header);
  border-bottom: 1px solid var(--line);
  -webkit-backdrop-filter: saturate(180%) blur(16px);
  backdrop-filter: saturate(180%) blur(16px);
}
.header-inner {
  max-width: 72rem; margin: 0 auto; padding: 0.6rem 1rem;
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem;
}
.brand { color: var(--text); font-weight: 700; font-size: 1.05rem; white-space: nowrap; }
.brand:hover { text-decoration: none; }
.brand-ko { color: var(--muted); font-weight: 500; margin-left: 0.35rem; }

.search-form { flex: 1 1 12rem; display: flex; gap: 0.5rem; align-items: center; }
.search-field { position: relative; flex: 1 1 8rem; display: flex; }
.search-field input {
  flex: 1; min-width: 0;
  font: inherit; font-size: 1rem; color: var(--text);
  background: var(--bg-raised);
  border: 1px solid var(--line); border-radius: 10px;
  padding: 0.55rem 2.2rem 0.55rem 0.8rem;
  -webkit-appearance: none; appearance: none;
}
.search-field input::placeholder { color: var(--muted); }
.search-field input:focus { border-color: var(--accent); outline: 3px solid var(--accent-soft); outline-offset: 0; }
.search-field input::-webkit-search-cancel-button { display: none; }
.key-hint {
  position: absolute; right: 0.55rem; top: 50%; transform: translateY(-50%);
  font: 0.75rem/1.4 var(--mono); color: var(--muted);
  border: 1px solid var(--line); border-radius: 5px; padding: 0 0.35rem; pointer-events: none;
}
.search-field input:focus + .key-hint { display: none; }
.search-form button, .filters select, .filters button {
  font: inherit; font-size: 0.95rem; color: var(--text);
  background: var(--bg-raised); border: 1px solid var(--line); border-radius: 10px;
  padding: 0.5rem 0.8rem; min-height: 2.5rem;
}
.search-form button { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; cursor: pointer; white-space: nowrap; }
@media (prefers-color-scheme: dark) { .search-form button { color: #0b1a2b; } }
.filters { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-bottom: 0.75rem; }
.filters label { display: flex; align-items: center; gap: 0.4rem; font-size: 0.9rem; color: var(--muted); }
.filters select { max-width: 100%; }
.filters button { cursor: pointer; }
.js .filters button { display: none; }

/* Page body */

main, .instant { display: block; max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.lead { color: var(--muted); max-width: 46rem; }
.breadcrumbs { font-size: 0.9rem; color: var(--muted); margin-bottom: 0.75rem; }
.breadcrumbs ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem; }
.breadcrumbs li + li::before { content: "›"; margin: 0 0.35rem 0 0.1rem; color: var(--muted); }
.subtitle { display: block; font-size: 0.7em; font-weight: 600; color: var(--muted); margin-top: 0.2rem; }

/* Reading language: 한국어 · English · 둘 다 */

.view-switch ul { list-style: none; margin: 0; padding: 2px; display: flex; border: 1px solid var(--line); border-radius: 10px; background: var(--bg-raised); }
.view-switch a { display: block; padding: 0.3rem 0.65rem; border-radius: 8px; font-size: 0.85rem; color: var(--muted); white-space: nowrap; }
.view-switch a:hover { color: var(--text); text-decoration: none; }
.view-switch a[aria-current] { background: var(--bg); color: var(--text); font-weight: 600; box-shadow: 0 0 0 1px var(--line); }

/* Home: topic cards */

.topics { list-style: none; margin: 1.5rem 0 0; padding: 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.topic-card a {
  display: block; height: 100%; padding: 1rem 1.1rem; color: var(--text);
  background: var(--bg-raised); border: 1px solid var(--line); border-radius: var(--radius);
}
.topic-card a:hover { border-color: var(--accent); text-decoration: none; }
.topic-card a > span:first-child { font-weight: 650; font-size: 1.1rem; display: block; }
.topic-card .subtitle { font-size: 0.95rem; font-weight: 500; color: var(--text); margin-top: 0; }
.topic-card .count { color: var(--muted); font-size: 0.9rem; display: block; margin-top: 0.35rem; }
.hint { color: var(--muted); font-size: 0.9rem; margin-top: 2rem; }
kbd { font: 0.8rem var(--mono); border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 4px; padding: 0 0.3rem; }

/* Topic page: sections of rules, the two languages side by side */

.toc { margin: 1rem 0 1.5rem; font-size: 0.95rem; }
.toc ol { list-style: none; margin: 0.4rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem; }
.toc a { display: inline-block; padding: 0.2rem 0.75rem; border: 1px solid var(--line); border-radius: 999px; }
.toc a:hover { border-color: var(--accent); text-decoration: none; }
.section-title { margin-top: 2.25rem; padding-bottom: 0.4rem; border-bottom: 1px solid var(--line); }
.rule-row { padding: 1.1rem 0; border-bottom: 1px solid var(--line); scroll-margin-top: 6rem; }
.rule-row:target { background: var(--accent-soft); border-radius: var(--radius); padding-left: 0.75rem; padding-right: 0.75rem; }
.rule-meta { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.3rem 0.75rem; font-size: 0.85rem; color: var(--muted); margin-bottom: 0.4rem; }
.rule-id { font-family: var(--mono); font-size: 0.85rem; }
.kind { text-transform: uppercase; letter-spacing: 0.04em; font-size: 0.72rem; }
.pair { display: grid; grid-template-columns: 1fr; gap: 0.75rem 2rem; }
@media (min-width: 50rem) { .pair:not(.single) { grid-template-columns: 1fr 1fr; } }
.pair.single > * { max-width: 46rem; }
.pair > div > :last-child { margin-bottom: 0; }
.rule-title { font-weight: 650; font-size: 1rem; }
:is(h3, p).rule-title { line-height: 1.55; }
.credit { font-size: 0.85rem; color: var(--muted); }
.credit a { color: var(--muted); text-decoration: underline; text-decoration-color: var(--line); }
.credit a:hover { color: var(--accent); }
.credit .more { white-space: nowrap; }
.only { font-size: 0.75rem; border: 1px solid var(--line); border-radius: 999px; padding: 0 0.5rem; }

/* Rule page */

.rule-page .pair { margin-top: 1rem; }
.version, .translation { background: var(--bg-raised); border: 1px solid var(--line); border-radius: var(--radius); padding: 1rem 1.1rem; margin-bottom: 0.9rem; }
.version h3, .translation h3 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
.source { font-size: 0.85rem; color: var(--muted); margin: 0.75rem 0 0; padding-top: 0.6rem; border-top: 1px solid var(--line); }
.source + .source { border-top: 0; padding-top: 0; }
.source p { margin: 0 0 0.15rem; overflow-wrap: anywhere; }
.source .label { font-weight: 600; margin-right: 0.25rem; }
.source-title { color: var(--text); }
.source .location { font-size: 0.75rem; }
.source code, .location code { font-family: var(--mono); }
.permalink { font-size: 0.9rem; color: var(--muted); }
.permalink code { font-family: var(--mono); }
.references { font-size: 0.95rem; }
.pager { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; margin-top: 2rem; }
.pager a { display: block; padding: 0.8rem 1rem; border: 1px solid var(--line); border-radius: var(--radius); color: var(--text); }
.pager a:hover { border-color: var(--accent); text-decoration: none; }
.pager .next { text-align: right; grid-column: 2; }
.pager small { display: block; color: var(--muted); }

/* Search results */

.status { color: var(--muted); min-height: 1.6em; }
.correction { margin: 0.25rem 0 1rem; }
.status.error, .status.none { color: var(--text); background: var(--bg-raised); border-radius: var(--radius); padding: 1rem 1.1rem; }
.status.error { color: var(--danger); }
.results { list-style: none; margin: 0.5rem 0 0; padding: 0; }
.result { padding: 0.9rem 1rem; }
.result + .result { border-top: 1px solid var(--line); }
.result:focus-within { background: var(--accent-soft); box-shadow: inset 0 0 0 2px var(--accent); border-radius: var(--radius); }
.result-title { font-weight: 650; font-size: 1.05rem; }
.result-title:focus-visible { outline: none; }
.result-meta { font-size: 0.85rem; color: var(--muted); margin: 0.1rem 0 0.4rem; }
.result .credit { margin: 0.3rem 0 0; }
.snippet { position: relative; margin: 0.15rem 0; padding-left: 2.2rem; }
.snippet::before {
  content: attr(lang); position: absolute; left: 0; top: 0.45em;
  font: 600 0.7rem/1.6 var(--mono); text-transform: uppercase; color: var(--muted);
}
.empty { padding: 1.25rem; background: var(--bg-raised); border-radius: var(--radius); }
.empty h2 { font-size: 1.1rem; }

/* Footer */

.site-footer { border-top: 1px solid var(--line); color: var(--muted); font-size: 0.85rem; }
.site-footer p { max-width: 72rem; margin: 0 auto; padding: 1rem; }

@media (max-width: 40rem) {
  .header-inner { padding: 0.5rem 0.75rem; }
  main, .instant { padding: 1rem 0.75rem 2.5rem; }
  .result { padding: 0.8rem 0.5rem; }
  .site-footer p { padding: 1rem 0.75rem; }
  .hint { display: none; }
  .topics { grid-template-columns: 1fr 1fr; gap: 0.5rem; }
  .topic-card a { padding: 0.8rem 0.9rem; }
  .filters { display: grid; grid-template-columns: 1fr 1fr; }
  .filters label { flex-direction: column; align-items: stretch; gap: 0.15rem; min-width: 0; }
  .filters select { width: 100%; }
  .key-hint { display: none; }
  /* Brand and languages share the first row; the search box takes the second. */
  .view-switch { order: 2; margin-left: auto; }
  .view-switch a { padding: 0.2rem 0.5rem; }
  .search-form { order: 3; flex-basis: 100%; }
  .pager { grid-template-columns: 1fr; }
  .pager .next { grid-column: 1; }
}

@media (prefers-reduced-motion: no-preference) {
  .result, .topic-card a, .pager a { transition: border-color 0.15s, background-color 0.15s; }
}
"""#
}
