#!/usr/bin/env python3
"""Screenshots of the hig doc site in headless Chromium, and a check of instant search.

Starts `hig serve --port 0`, then for desktop and phone widths in light and
dark mode loads the home page, a topic page, a rule page and the search page.
On the search page it types 모달 닫기 the way a person does on a Korean
keyboard: jamo by jamo through the browser's IME composition events (so a
syllable is composed, e.g. ㄷ → 다 → 닫, before it is committed), without
pressing Enter, waits for the instant results, and checks that

- the results open with the rules about closing a modal view: "Always include a
  button that dismisses the modal view" and "…confirmation before closing a modal
  view" (found by their text, not their IDs) are the first two, in either order
  (모달 닫기 says "closing a modal" and both rules are about it);
- no search request was sent in the middle of composing a syllable;
- on the home page, / focuses the search box, typing shows results in place
  of the page and Esc brings the page back;
- ↓ moves into the results and Esc clears the search;
- the pages logged no script error and no Content-Security-Policy violation.

Screenshots go to .build/screenshots/ (NAME-WIDTH-SCHEME.png). Exits 0 when
every check passes, 1 otherwise.

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
        rule_path = "/rules/" + find_rule_id(url, EXPECTED_TOP[0])
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            for width_name, options in VIEWPORTS.items():
                for scheme in SCHEMES:
                    failures += visit(browser, url, rule_path, width_name, options, scheme, out)
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
    parser.add_argument("--index", help="the index folder hig serve uses (default: its own default, ./Index)")
    parser.add_argument("--corpus", help="the corpus folder hig serve uses (default: its own default, ./Corpus)")
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
    command = [hig, "serve", "--port", "0"]
    for option in ("index", "corpus"):
        if getattr(arguments, option):
            command += [f"--{option}", getattr(arguments, option)]
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


def visit(browser, url, rule_path, width_name, options, scheme, out) -> list:
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

    def shoot(name):
        page.screenshot(path=str(out / f"{name}-{width_name}-{scheme}.png"))

    page.goto(url + "/")
    shoot("home")
    failures += check_instant_search_on_home(page, f"[{width_name}, {scheme}]")
    page.goto(url + "/topics/modality")
    shoot("topic")
    page.goto(url + rule_path)
    shoot("rule")

    page.goto(url + "/search")
    searches.clear()
    page.focus("#q")
    type_korean(page, KEYSTROKES)
    tag = f"[{width_name}, {scheme}]"
    try:
        page.wait_for_function(
            """query => new URLSearchParams(location.search).get('q') === query
                 && document.querySelectorAll('#search-results .result').length > 0""",
            arg=QUERY, timeout=5000)
    except Exception:
        failures.append(f"{tag} no instant results for {QUERY!r}")
    titles = [t.strip() for t in page.locator("#search-results .result-title").all_text_contents()[:2]]
    if sorted(t.rstrip(".") for t in titles) != sorted(EXPECTED_TOP):
        failures.append(f"{tag} first results are {titles!r}, not the two rules about closing a modal")
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


def check_instant_search_on_home(page, tag) -> list:
    """Typing on the home page shows results in place of the page; Esc brings the page back."""
    failures = []
    page.keyboard.press("/")
    page.keyboard.type("progress bar", delay=40)
    try:
        page.wait_for_selector("#instant .result", timeout=5000)
    except Exception:
        failures.append(f"{tag} typing on the home page showed no instant results")
    if not page.is_hidden("#main"):
        failures.append(f"{tag} the home page stayed visible under the instant results")
    page.keyboard.press("Escape")
    try:
        page.wait_for_selector("#main", state="visible", timeout=2000)
        page.wait_for_selector("#instant", state="hidden", timeout=2000)
    except Exception:
        failures.append(f"{tag} Esc did not bring the home page back")
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
