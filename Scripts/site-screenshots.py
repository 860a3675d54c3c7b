#!/usr/bin/env python3
"""Screenshots of the hig doc site in headless Chromium, and a check of instant search.

Starts `hig serve --port 0`, then for desktop and phone widths in light and
dark mode loads the home page, a topic page, a topic known only in Korean, a
rule with three translations and the search page, and checks that
On the search page it types 모달 닫기 the way a person does on a Korean
keyboard: jamo by jamo through the browser's IME composition events (so a
syllable is composed, e.g. ㄷ → 다 → 닫, before it is committed), without
pressing Enter, waits for the instant results, and checks that

- the Korean-only topic is one column, with no English column or placeholder;
- the rule page names each of its three translations by document title, and
  at phone width shows the Korean before the English;
- the results open with the rules about closing a modal view: "Always include a
  button that dismisses the modal view" and "…confirmation before closing a modal
  view" (found by their text, not their IDs) are the first two, in either order
  (모달 닫기 says "closing a modal" and both rules are about it);
- no search request was sent in the middle of composing a syllable;
- on the home page, / focuses the search box, typing shows results in place
  of the page and puts /search?q=… in the address, Back brings the page back
  (and the address "/"), and Esc clears a search;
- ↓ moves into the results and Esc clears the search;
- the pages logged no script error and no Content-Security-Policy violation.

Screenshots go to .build/screenshots/ (NAME-WIDTH-SCHEME.png, the topic and rule
pages whole). Exits 0 when every check passes, 1 otherwise. Without --index, the
server indexes the repository's Corpus/ into .build/screenshots-index/.

Needs Debian's chromium (`apt-get install -y chromium fonts-noto-cjk`) and
Playwright from PyPI (`pip install playwright`); Playwright drives the system
Chromium, so it needs no browser download.

Usage: Scripts/site-screenshots.py [--hig PATH] [--index DIR] [--corpus DIR] [--out DIR] [--chromium PATH]
"""

import argparse
import shutil
import signal
import subprocess
import sys
import urllib.parse
import urllib.request
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEYSTROKES = [
    # What a 2-set Korean keyboard does for each key of ㅁㅗㄷㅏㄹ ㄷㅏㄷㄱㅣ:
    # ("compose", text) shows the syllable being composed, ("commit", text)
    # ends the composition with that text, ("insert", text) types outside any
    # composition. A consonant first joins the syllable before it (모 + ㄷ =
    # 몯) and moves on when a vowel follows (모 + 다).
    [("compose", "ㅁ")], [("compose", "모")], [("compose", "몯")],
    [("commit", "모"), ("compose", "다")], [("compose", "달")],
    [("commit", "달"), ("insert", " ")],
    [("compose", "ㄷ")], [("compose", "다")], [("compose", "닫")],
    [("commit", "닫"), ("compose", "ㄱ")], [("compose", "기")],
    # The person stops typing; the IME commits the last syllable (as it does
    # on a pause key such as → or a click), still without Enter.
    [("commit", "기")],
]
KEY_INTERVAL = 0.2  # seconds between keys: five keys a second, slower than the page's debounce
QUERY = "모달 닫기"
EXPECTED_TOP = ("Always include a button that dismisses the modal view",
                "When necessary, help people avoid data loss by getting confirmation before closing a modal view")
KOREAN_ONLY_TOPIC = "multitasking"  # the shipped corpus has this page in Korean only
TRANSLATIONS = 3  # the rule shown has this many Korean translations
VIEWPORTS = {
    "desktop": {"viewport": {"width": 1280, "height": 900}, "device_scale_factor": 1},
    "phone": {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
              "is_mobile": True, "has_touch": True},
}
SCHEMES = ["light", "dark"]


def main() -> int:
    arguments = parse_arguments()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("site-screenshots: Playwright is missing; install it with: pip install playwright", file=sys.stderr)
        return 2
    chromium = arguments.chromium or shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("site-screenshots: no chromium; install it with: apt-get install -y chromium fonts-noto-cjk",
              file=sys.stderr)
        return 2
    hig = arguments.hig or find_hig()
    out = Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)

    server, url = start_server(hig, arguments)
    failures = []
    try:
        expected_ids = [find_rule_id(url, title) for title in EXPECTED_TOP]
        rule_id = expected_ids[0]
        failures += check_translations(url, rule_id)
        rule_path = "/rules/" + rule_id
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            for width_name, options in VIEWPORTS.items():
                for scheme in SCHEMES:
                    failures += visit(browser, url, rule_path, expected_ids, width_name, options, scheme, out)
            browser.close()
    finally:
        stop_server(server)

    for failure in failures:
        print("FAIL " + failure, file=sys.stderr)
    print(f"screenshots in {out}; {len(failures)} failed check(s)")
    return 1 if failures else 0


def parse_arguments():
    parser = argparse.ArgumentParser(description="Screenshots of the hig doc site in headless Chromium.")
    parser.add_argument("--hig", help="the hig binary (default: build it with swift build)")
    parser.add_argument("--index", help="the index folder hig serve uses (default: .build/screenshots-index)")
    parser.add_argument("--corpus", help="the corpus folder hig serve uses (default: the repository's Corpus/)")
    parser.add_argument("--out", default=str(ROOT / ".build" / "screenshots"), help="where to save the screenshots")
    parser.add_argument("--chromium", help="the Chromium binary (default: chromium on PATH)")
    return parser.parse_args()


def find_hig() -> str:
    """Builds hig (debug) and returns its path."""
    subprocess.run(["swift", "build", "--product", "hig"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return str(Path(bin_path) / "hig")


def start_server(hig: str, arguments):
    """Starts `hig serve --port 0` in the repository and returns it with the address it prints."""
    command = [hig, "serve", "--port", "0",
               "--index", arguments.index or str(ROOT / ".build" / "screenshots-index"),
               "--corpus", arguments.corpus or str(ROOT / "Corpus")]
    server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline().strip()
    if not line.startswith("http://"):
        server.kill()
        raise SystemExit(f"site-screenshots: hig serve printed {line!r} instead of its address")
    return server, line.rstrip("/")


def stop_server(server) -> None:
    """Sends SIGTERM and checks that the server exits 0."""
    server.send_signal(signal.SIGTERM)
    try:
        status = server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        raise SystemExit("site-screenshots: hig serve did not stop within 10 s of SIGTERM")
    if status != 0:
        raise SystemExit(f"site-screenshots: hig serve exited {status} after SIGTERM")


def find_rule_id(url: str, title: str) -> str:
    """The ID of the rule whose English title starts with `title`, found through the API."""
    query = urllib.parse.urlencode({"q": title, "lang": "en", "limit": "5"})
    with urllib.request.urlopen(f"{url}/api/search?{query}") as response:
        results = json.load(response)["results"]
    for result in results:
        if result["title"].startswith(title):
            return result["id"]
    raise SystemExit(f"site-screenshots: no rule titled {title!r} in the index")


def check_translations(url: str, rule_id: str) -> list:
    """The rule shown has TRANSLATIONS translations, each credited to a titled document."""
    with urllib.request.urlopen(f"{url}/api/rules/{rule_id}") as response:
        rule = json.load(response)
    titles = [t["source"]["title"] for t in rule["translations"]]
    if len(titles) != TRANSLATIONS or not all(titles):
        return [f"{rule_id} has translations from {titles!r}, not {TRANSLATIONS} titled documents"]
    return []


def visit(browser, url, rule_path, expected_ids, width_name, options, scheme, out) -> list:
    """Screenshots the four pages at one width and scheme; returns the failed checks."""
    failures = []
    context = browser.new_context(color_scheme=scheme, locale="ko-KR", **options)
    page = context.new_page()
    problems = []
    page.on("pageerror", lambda error: problems.append(f"script error: {error}"))
    page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
            if message.type in ("error", "warning") else None)
    searches = []
    page.on("request", lambda request: searches.append(request.url) if "/api/search" in request.url else None)

    def shoot(name, full_page=False):
        page.screenshot(path=str(out / f"{name}-{width_name}-{scheme}.png"), full_page=full_page)

    tag = f"[{width_name}, {scheme}]"
    page.goto(url + "/")
    shoot("home")
    failures += check_instant_search_on_home(page, url, tag)
    page.goto(url + "/topics/modality")
    shoot("topic")
    page.goto(url + "/topics/" + KOREAN_ONLY_TOPIC)
    shoot("topic-korean-only", full_page=width_name == "desktop")
    failures += check_korean_only_topic(page, tag)
    page.goto(url + rule_path)
    shoot("rule-three-translations", full_page=True)
    failures += check_rule_page(page, width_name, tag)

    page.goto(url + "/search")
    searches.clear()
    page.focus("#q")
    type_korean(page, KEYSTROKES)
    try:
        page.wait_for_function(
            """query => new URLSearchParams(location.search).get('q') === query
                 && document.querySelectorAll('#search-results .result').length > 0""",
            arg=QUERY, timeout=5000)
    except Exception:
        failures.append(f"{tag} no instant results for {QUERY!r}")
    # Result titles are in the reader's language; the rules are known by their links.
    links = [page.locator("#search-results .result-title").nth(i).get_attribute("href") for i in range(2)]
    if sorted(links) != sorted("/rules/" + rule_id for rule_id in expected_ids):
        failures.append(f"{tag} first results are {links!r}, not the two rules about closing a modal {expected_ids!r}")
    committed = committed_texts(KEYSTROKES)
    for requested in searches:
        q = urllib.parse.parse_qs(urllib.parse.urlsplit(requested).query).get("q", [""])[0]
        if q not in committed:
            failures.append(f"{tag} searched {q!r} in the middle of a syllable")
    shoot("search")

    # Keyboard: ↓ moves into the results, Esc clears the search.
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("document.activeElement.className")
    if focused != "result-title":
        failures.append(f"{tag} ↓ focused {focused!r}, not the first result")
    page.keyboard.press("Escape")
    if page.input_value("#q") != "" or page.locator("#search-results .result").count() != 0:
        failures.append(f"{tag} Esc did not clear the search")

    failures += [f"{tag} {problem}" for problem in problems]
    context.close()
    return failures


def check_instant_search_on_home(page, url, tag) -> list:
    """Typing on the home page shows results in place of the page and puts the search in the
    address; Back brings the page back; Esc clears a search."""
    failures = []
    page.keyboard.press("/")
    page.keyboard.type("progress bar", delay=40)
    try:
        page.wait_for_selector("#instant .result", timeout=5000)
        page.wait_for_function("() => location.pathname === '/search' && "
                               "new URLSearchParams(location.search).get('q') === 'progress bar'", timeout=2000)
    except Exception:
        failures.append(f"{tag} typing on the home page showed no instant results at /search?q=progress bar "
                        f"(address {page.url})")
    if not page.is_hidden("#main"):
        failures.append(f"{tag} the home page stayed visible under the instant results")
    page.go_back()
    try:
        page.wait_for_function("() => location.pathname === '/'", timeout=2000)
        page.wait_for_selector("#main", state="visible", timeout=2000)
        page.wait_for_selector("#instant", state="hidden", timeout=2000)
    except Exception:
        failures.append(f"{tag} Back did not bring the home page back (address {page.url})")
    if page.input_value("#q") != "":
        failures.append(f"{tag} Back left {page.input_value('#q')!r} in the search box")
    page.goto(url + "/")
    page.keyboard.press("/")
    page.keyboard.type("modal", delay=40)
    try:
        page.wait_for_selector("#instant .result", timeout=5000)
    except Exception:
        failures.append(f"{tag} typing on the home page a second time showed no results")
    page.keyboard.press("Escape")
    try:
        page.wait_for_selector("#main", state="visible", timeout=2000)
        page.wait_for_selector("#instant", state="hidden", timeout=2000)
    except Exception:
        failures.append(f"{tag} Esc did not bring the home page back")
    return failures


def check_korean_only_topic(page, tag) -> list:
    """A topic with (almost) no English is one column throughout, with no placeholder."""
    failures = []
    rows = page.locator(".rule-row").count()
    single = page.locator(".rule-row .pair.single").count()
    if rows == 0 or single != rows:
        failures.append(f"{tag} the Korean-only topic has {single} one-column rows of {rows}")
    if page.locator(".missing").count() or "영어 원문이 없습니다" in page.content():
        failures.append(f"{tag} the Korean-only topic shows a placeholder for missing English")
    return failures


def check_rule_page(page, width_name, tag) -> list:
    """Each translation names its document; at phone width the Korean comes before the English."""
    failures = []
    titles = page.locator(".text-ko .source-title").all_text_contents()
    if len(titles) != TRANSLATIONS:
        failures.append(f"{tag} the rule page credits {len(titles)} translations, not {TRANSLATIONS}")
    if width_name == "phone":
        korean = page.locator("section.text-ko").bounding_box()
        english = page.locator("section.text-en").bounding_box()
        if not korean or not english or korean["y"] >= english["y"]:
            failures.append(f"{tag} at phone width the Korean does not come first ({korean}, {english})")
    return failures


def type_korean(page, keystrokes) -> None:
    """Types through Chromium's IME events, as a Korean keyboard does, one key every KEY_INTERVAL."""
    session = page.context.new_cdp_session(page)
    for actions in keystrokes:
        for action, text in actions:
            if action == "compose":
                session.send("Input.imeSetComposition",
                             {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})
            elif action == "commit":
                session.send("Input.insertText", {"text": text})
            else:
                page.keyboard.insert_text(text)
        page.wait_for_timeout(KEY_INTERVAL * 1000)
    session.detach()


def committed_texts(keystrokes) -> set:
    """Every value the search box holds between compositions: the only ones that may be searched."""
    texts, value = {""}, ""
    for actions in keystrokes:
        for action, text in actions:
            if action in ("commit", "insert"):
                value += text
                texts.add(value.strip())
    return texts


if __name__ == "__main__":
    sys.exit(main())
