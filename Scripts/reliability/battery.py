#!/usr/bin/env python3
"""hig's reliability battery: the hostile-user cases of issue 12, replayed.

Bad files, index damage, kill -9 during `hig index`, the served index changed
in place under 64-connection load, slow and idle clients, the HTTP layer's own
answers, SIGTERM under keep-alive load, and plain load. Each promise is checked
and printed as one row of a table, pass or fail with its figures, as SQLite's
test harness reports its own. Exit status 0 when every promise holds.

Run it through Scripts/reliability.sh, which builds hig first. Only the
standard library is used; `wrk` is used for the load rows when installed.
"""

import argparse
import asyncio
import hashlib
import json
import os
import random
import re
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
SECURITY_HEADERS = ("content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options")


class Battery:
    """The rows of the table, in the order checked."""

    def __init__(self):
        self.rows = []

    def record(self, area, promise, passed, figures):
        self.rows.append((area, promise, bool(passed), figures))
        mark = "pass" if passed else "FAIL"
        print(f"  {mark}  {promise}: {figures}", file=sys.stderr, flush=True)

    def table(self):
        lines = ["| area | promise | result | figures |", "|---|---|---|---|"]
        for area, promise, passed, figures in self.rows:
            lines.append(f"| {area} | {promise} | {'pass' if passed else '**FAIL**'} | {figures} |")
        passed = sum(1 for row in self.rows if row[2])
        lines.append("")
        lines.append(f"{len(self.rows)} promises, {passed} passed, {len(self.rows) - passed} failed")
        return "\n".join(lines)


# ---------------------------------------------------------------- processes

def run(hig, args, timeout=120, env=None):
    """Runs hig; returns (status, stdout, stderr, seconds); status None when it timed out."""
    started = time.monotonic()
    try:
        done = subprocess.run([hig] + args, capture_output=True, timeout=timeout, env=env)
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"), \
            time.monotonic() - started
    except subprocess.TimeoutExpired as expired:
        return None, "", (expired.stderr or b"").decode("utf-8", "replace"), time.monotonic() - started


def peak_rss_run(hig, args, timeout):
    """Runs hig under /usr/bin/time-like accounting: (status, seconds, peak RSS MiB)."""
    started = time.monotonic()
    process = subprocess.Popen([hig] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _, status, usage = os.wait4(process.pid, 0) if timeout is None else wait_with_timeout(process, timeout)
    except TimeoutError:
        process.kill()
        process.wait()
        return None, time.monotonic() - started, 0
    return os.waitstatus_to_exitcode(status), time.monotonic() - started, usage.ru_maxrss / 1024


def wait_with_timeout(process, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid != 0:
            process.returncode = os.waitstatus_to_exitcode(status)
            return pid, status, usage
        time.sleep(0.05)
    raise TimeoutError


class Server:
    """`hig serve --port 0` in the background, its port read from its first line."""

    def __init__(self, hig, corpus, index, extra=()):
        self.process = subprocess.Popen(
            [hig, "serve", "--port", "0", "--corpus", corpus, "--index", index, *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        line = self.process.stdout.readline().decode()
        match = re.search(r":(\d+)/", line)
        if not match:
            self.process.kill()
            raise RuntimeError(f"hig serve printed {line!r}: {self.process.stderr.read().decode()[:500]}")
        self.port = int(match.group(1))

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        """SIGTERM; returns the exit status (negative for a signal)."""
        if self.alive():
            self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()


# ---------------------------------------------------------------- HTTP

def request(port, raw, timeout=10.0):
    """Sends raw bytes and reads one response: (status, headers dict, body bytes, seconds)."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(raw)
        return read_response(connection) + (time.monotonic() - started,)


def read_response(connection):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            raise ConnectionError(f"closed after {len(data)} bytes")
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    while len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            break
        body += chunk
    return status, headers, body[:length]


def get(port, target, headers="", timeout=10.0):
    return request(port, f"GET {target} HTTP/1.1\r\nHost: t\r\n{headers}\r\n".encode(), timeout)


class Load:
    """Keep-alive clients that check every answer, counting what went wrong."""

    def __init__(self, port, targets, connections=64):
        self.port, self.targets, self.connections = port, targets, connections
        self.sent = self.answered = self.server_errors = self.wrong = self.failures = 0
        self.stopping = False
        self.examples = []

    async def client(self, number):
        reader = writer = None
        rng = random.Random(number)
        while not self.stopping:
            try:
                if writer is None:
                    reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
                target, check = rng.choice(self.targets)
                writer.write(f"GET {target} HTTP/1.1\r\nHost: t\r\n\r\n".encode())
                self.sent += 1
                status, headers, body = await async_response(reader)
                self.answered += 1
                if status >= 500:
                    self.server_errors += 1
                    self.note(f"{status} for {target}")
                elif not check(status, body):
                    self.wrong += 1
                    self.note(f"wrong answer for {target}: {status} {body[:80]!r}")
                if headers.get("connection", "").lower() == "close":
                    writer.close()
                    reader = writer = None
            except (ConnectionError, asyncio.IncompleteReadError, OSError) as error:
                self.failures += 1
                self.note(f"{type(error).__name__}: {error}")
                if writer is not None:
                    writer.close()
                reader = writer = None
                await asyncio.sleep(0.01)
        if writer is not None:
            writer.close()

    def note(self, text):
        if len(self.examples) < 5:
            self.examples.append(text)

    async def run(self, seconds, during=None):
        tasks = [asyncio.create_task(self.client(number)) for number in range(self.connections)]
        await asyncio.sleep(0.3)
        if during is not None:
            await asyncio.get_running_loop().run_in_executor(None, during)
        await asyncio.sleep(seconds)
        self.stopping = True
        await asyncio.wait(tasks, timeout=10)

    def figures(self):
        return (f"{self.answered:,} answers, {self.server_errors} 5xx, {self.wrong} wrong, "
                f"{self.failures} failed connections")


async def async_response(reader):
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=10)
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name:
            headers[name.strip().lower()] = value.strip()
    body = await asyncio.wait_for(reader.readexactly(int(headers.get("content-length", "0"))), timeout=10)
    return status, headers, body


# ---------------------------------------------------------------- fixtures

def copy_corpus(source, destination):
    shutil.copytree(source, destination)
    return destination


def bilingual_lines(count):
    english = ["Use a sheet to ask for a decision.", "Always include a button that dismisses the view.",
               "Keep alerts short.", "Show progress while loading."]
    korean = ["결정을 요청할 때는 시트를 사용하세요.", "뷰를 닫는 버튼을 항상 포함하세요.",
              "알림은 짧게 유지하세요.", "로딩하는 동안 진행 상황을 보여주세요."]
    return "".join(f"{english[i % 4]}\n{korean[i % 4]}\n" for i in range(count // 2))


def sha(path):
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


def stray_files(folder, known):
    """Files in `folder` that were not there before (the index and ids.tsv may appear)."""
    return sorted(name for name in os.listdir(folder) if name not in known and name not in ("hig.idx", "ids.tsv"))


# ---------------------------------------------------------------- checks

def check_bad_files(battery, hig, seeds, work):
    corpus = copy_corpus(seeds, os.path.join(work, "bad-corpus"))
    index = os.path.join(work, "bad-index")
    bad = {
        "empty.txt": b"",
        "binary.md": bytes(range(256)) * 16,
        "huge.txt": b"Keep it short.\n" * 600_000,
        "long-line.txt": b"x" * 200_000 + b"\n",
        "not-text.txt": b"\xc0\xaf\xfe\xff" * 64,
    }
    for name, data in bad.items():
        with open(os.path.join(corpus, name), "wb") as file:
            file.write(data)
    hostile = "evil\n\x1b[31mred.txt"
    with open(os.path.join(corpus, hostile), "wb"):
        pass
    os.symlink("/etc/passwd", os.path.join(corpus, "passwd.txt"))
    deep = "<div>" * 300 + "<p>Deeply nested guidance stays readable. 깊이 중첩된 안내도 읽힙니다.</p>" + "</div>" * 300
    with open(os.path.join(corpus, "deep.html"), "w") as file:
        file.write(f"<html><head><title>[HIG] Modality</title></head><body><h1>Modality</h1>{deep}</body></html>")
    status, _, stderr, _ = run(hig, ["index", "--corpus", corpus, "--index", index])
    lines = stderr.splitlines()
    named = [name for name in bad if any(name in line for line in lines)]
    searched = run(hig, ["search", "모달", "--corpus", corpus, "--index", index, "--no-rebuild"])[0]
    battery.record("ingest", "bad documents are skipped and named, the rest indexed",
                   status == 3 and len(named) == len(bad) and searched == 0,
                   f"exit {status}, {len(named)}/{len(bad)} named, search exit {searched}")
    one_line = all(line.startswith("hig: ") for line in lines) and not any(CONTROL.search(line) for line in lines)
    battery.record("ingest", "every message is one line with no control characters (file named evil\\n\\e[31m)",
                   one_line and any("evil" in line for line in lines),
                   f"{len(lines)} lines, {sum(1 for line in lines if CONTROL.search(line))} with control characters")
    listed = run(hig, ["list", "--json", "--corpus", corpus, "--index", index, "--no-rebuild"])[1]
    leaked = "root:" in listed or "/bin/" in listed
    battery.record("ingest", "a symlink out of the corpus (to /etc/passwd) is skipped and named",
                   not leaked and any("passwd.txt" in line for line in lines),
                   f"{'passwd text indexed' if leaked else 'not indexed'}, "
                   f"{'named' if any('passwd.txt' in line for line in lines) else 'not named'}")
    found = "Deeply nested" in run(hig, ["search", "deeply nested guidance", "--corpus", corpus, "--index", index,
                                         "--no-rebuild"])[1]
    reported = any("deep.html" in line for line in lines)
    battery.record("ingest", "HTML nested 300 elements deep is read, or reported", found or reported,
                   "read" if found else ("reported" if reported else "dropped silently"))


def check_linear_ingest(battery, hig, work):
    figures = {}
    # Time limits far above the goals, so that a quadratic ingest fails in minutes, not hours.
    for label, text, limit in [("20,000 lines of x", "x\n" * 20_000, 30),
                               ("20,000 EN/KO lines", bilingual_lines(20_000), 30),
                               ("200,000 EN/KO lines", bilingual_lines(200_000), 60)]:
        corpus = os.path.join(work, "linear-" + str(len(figures)))
        os.makedirs(corpus)
        with open(os.path.join(corpus, "big.txt"), "w") as file:
            file.write(text)
        status, seconds, rss = peak_rss_run(hig, ["index", "--corpus", corpus, "--index", corpus + "-index"], limit)
        figures[label] = (status, seconds, rss)
    x_status, x_seconds, _ = figures["20,000 lines of x"]
    battery.record("ingest", "a 20,000-line document indexes in under a second",
                   x_status is not None and x_seconds < 1.0,
                   f"{x_seconds:.2f} s" + ("" if x_status is not None else " (stopped at the time limit)"))
    small, large = figures["20,000 EN/KO lines"], figures["200,000 EN/KO lines"]
    ratio = large[1] / max(small[1], 0.001)
    if small[0] is None or large[0] is None:
        measured = f"{small[1]:.2f} s and {large[1]:.2f} s, stopped at the time limit"
    else:
        measured = f"{small[1]:.2f} s and {large[1]:.2f} s ({ratio:.1f}×), peak RSS {large[2]:.0f} MiB"
    battery.record("ingest", "200,000 EN/KO lines take about ten times as long as 20,000 (linear)",
                   small[0] is not None and large[0] is not None and ratio <= 15, measured)
    corpus = os.path.join(work, "linear-8mb")
    os.makedirs(corpus)
    paragraph = bilingual_lines(2_000)
    with open(os.path.join(corpus, "big.txt"), "w") as file:
        while file.tell() < 7_900_000:
            file.write(paragraph)
    status, seconds, rss = peak_rss_run(hig, ["index", "--corpus", corpus, "--index", corpus + "-index"], 90)
    battery.record("ingest", "a valid 7.9 MB document finishes", status in (0, 3),
                   f"{seconds:.1f} s, peak RSS {rss:.0f} MiB" if status is not None else "not finished in 90 s")


def check_index_damage(battery, hig, seeds, work, flips):
    corpus = copy_corpus(seeds, os.path.join(work, "damage-corpus"))
    index = os.path.join(work, "damage-index")
    run(hig, ["index", "--corpus", corpus, "--index", index])
    good = open(os.path.join(index, "hig.idx"), "rb").read()
    rng = random.Random(12)
    rebuilt = 0
    for _ in range(flips):
        damaged = bytearray(good)
        damaged[rng.randrange(len(damaged))] ^= 1 << rng.randrange(8)
        with open(os.path.join(index, "hig.idx"), "wb") as file:
            file.write(damaged)
        status, stdout, stderr, _ = run(hig, ["search", "모달", "--corpus", corpus, "--index", index])
        if status == 0 and "modality" in stdout and "rebuild" in stderr:
            rebuilt += 1
    battery.record("index", "a damaged index (one flipped bit) is detected and rebuilt", rebuilt == flips,
                   f"{rebuilt}/{flips} flips")


def check_kill_during_index(battery, hig, corpus_source, work, kills):
    corpus = copy_corpus(corpus_source, os.path.join(work, "kill-corpus"))
    index = os.path.join(work, "kill-index")
    run(hig, ["index", "--corpus", corpus, "--index", index])
    known_corpus, known_index = set(os.listdir(corpus)), set(os.listdir(index))
    _, _, _, duration = run(hig, ["index", "--corpus", corpus, "--index", index])
    rng = random.Random(9)
    unchanged = replaced = 0
    left = set()
    for number in range(kills):
        path = os.path.join(index, "hig.idx")
        before = sha(path)
        process = subprocess.Popen([hig, "index", "--corpus", corpus, "--index", index],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if number % 2 == 0:
            time.sleep(rng.uniform(0.0, duration))
        else:
            # The moment that matters most: while a temporary file is being written.
            wait_for_new_file([(index, known_index), (corpus, known_corpus)], process, duration * 3)
        process.kill()
        process.wait()
        if os.path.exists(path) and sha(path) == before:
            unchanged += 1
        elif opens_cleanly(hig, corpus, index):
            replaced += 1
        left |= {f"Index/{name}" for name in stray_files(index, known_index)}
        left |= {f"Corpus/{name}" for name in stray_files(corpus, known_corpus)}
    battery.record("index", "kill -9 at random moments of hig index leaves the old index intact (or the new one whole)",
                   unchanged + replaced == kills,
                   f"{unchanged + replaced}/{kills} whole ({unchanged} old, {replaced} new; {duration:.2f} s per run)")
    in_corpus = sorted(name for name in left if name.startswith("Corpus/"))
    battery.record("index", "no temp file is ever written in Corpus/ under a name a user might commit",
                   not in_corpus, f"{len(in_corpus)} seen" + (f": {OneLineNames(in_corpus)}" if in_corpus else ""))
    run(hig, ["index", "--corpus", corpus, "--index", index])
    remaining = [f"Index/{n}" for n in stray_files(index, known_index)] + \
        [f"Corpus/{n}" for n in stray_files(corpus, known_corpus)]
    battery.record("index", "temp files left by kill -9 are gone after the next hig index", not remaining,
                   f"{len(left)} left by kills, {len(remaining)} after the next run"
                   + (f": {OneLineNames(remaining)}" if remaining else ""))


def wait_for_new_file(folders, process, timeout):
    """Polls until a file that was not there appears in one of `folders`, or the process ends."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        if any(stray_files(folder, known) for folder, known in folders):
            return True
        time.sleep(0.001)
    return False


def opens_cleanly(hig, corpus, index):
    """Whether the index opens as it is, with no word of damage."""
    status, stdout, stderr, _ = run(hig, ["search", "모달", "--no-rebuild", "--corpus", corpus, "--index", index])
    return status == 0 and stdout.strip() != "" and not re.search(r"corrupt|truncated|damaged|not a hig index", stderr)


def OneLineNames(names):
    shown = ", ".join(CONTROL.sub("?", name) for name in names[:3])
    return shown + (f" (+{len(names) - 3})" if len(names) > 3 else "")


def rule_check(rule_id):
    return lambda status, body: status == 200 and json.loads(body).get("id") == rule_id


def health_check(fingerprints):
    return lambda status, body: status == 200 and json.loads(body).get("fingerprint") in fingerprints


def search_check(status, body):
    return status == 200 and len(json.loads(body).get("results", [])) > 0


def check_index_changes_under_load(battery, hig, seeds, work):
    corpus = copy_corpus(seeds, os.path.join(work, "live-corpus"))
    index = os.path.join(work, "live-index")
    run(hig, ["index", "--corpus", corpus, "--index", index])
    served = os.path.join(index, "hig.idx")
    backup = os.path.join(work, "backup.idx")
    shutil.copyfile(served, backup)
    other_corpus = copy_corpus(seeds, os.path.join(work, "other-corpus"))
    with open(os.path.join(other_corpus, "extra.txt"), "w") as file:
        file.write("Extra guidance\n\nKeep the extra rule short.\n추가 규칙은 짧게 유지하세요.\n")
    run(hig, ["index", "--corpus", other_corpus, "--index", os.path.join(work, "other-index")])
    other = os.path.join(work, "other-index", "hig.idx")
    fingerprints = {json.loads(get_body(hig, corpus, index))["fingerprint"],
                    json.loads(get_body(hig, other_corpus, os.path.join(work, "other-index")))["fingerprint"]}
    targets = [("/api/rules/modality-1", rule_check("modality-1")), ("/healthz", health_check(fingerprints)),
               ("/api/search?q=%EB%AA%A8%EB%8B%AC", search_check)]
    changes = [
        ("cp other.idx Index/hig.idx (written into the served inode)", lambda: copy_in_place(other, served)),
        ("truncate the served index to 0 bytes", lambda: os.truncate(served, 0)),
        ("overwrite bytes of the served index in place", lambda: overwrite_in_place(served)),
        ("rm the served index", lambda: os.remove(served)),
    ]
    for label, change in changes:
        copy_in_place(backup, served)
        server = Server(hig, corpus, index, ["--no-rebuild"])
        try:
            load = Load(server.port, targets)
            asyncio.run(load.run(2.0, during=change))
            alive = server.alive()
        finally:
            status = server.stop()
        battery.record("live index", f"{label} under 64-connection load: no crash, no 5xx, no wrong answer",
                       alive and load.server_errors == 0 and load.wrong == 0 and load.failures == 0,
                       ("" if alive else f"SERVER DIED (status {status}), ") + load.figures())


def get_body(hig, corpus, index):
    server = Server(hig, corpus, index, ["--no-rebuild"])
    try:
        return get(server.port, "/healthz")[2]
    finally:
        server.stop()


def copy_in_place(source, destination):
    """What `cp source destination` does to an existing file: truncate it and write into the same inode."""
    with open(source, "rb") as file:
        data = file.read()
    with open(destination, "r+b" if os.path.exists(destination) else "wb") as file:
        file.truncate(0)
        file.write(data)


def overwrite_in_place(path):
    rng = random.Random(3)
    size = os.path.getsize(path)
    with open(path, "r+b") as file:
        for _ in range(8):
            file.seek(rng.randrange(size))
            file.write(bytes(rng.randrange(256) for _ in range(512)))


def check_slow_clients(battery, hig, seeds, work):
    corpus = copy_corpus(seeds, os.path.join(work, "slow-corpus"))
    index = os.path.join(work, "slow-index")
    run(hig, ["index", "--corpus", corpus, "--index", index])
    server = Server(hig, corpus, index, ["--no-rebuild"])
    try:
        for label, opening in [("idle connections", b""),
                               ("connections trickling bytes", b"GET /healthz HTTP/1.1\r\nX-Slow: ")]:
            statuses, slowest = asyncio.run(healthz_among(server.port, 500, opening))
            battery.record("connections", f"500 {label}: /healthz answers 200 within 1 s",
                           all(status == 200 for status in statuses) and slowest < 1.0,
                           f"{len(statuses)} probes, statuses {sorted(set(statuses))}, slowest {slowest * 1000:.0f} ms")
        closed_after = asyncio.run(slow_loris(server.port))
        battery.record("connections", "a client sending a header byte a second is closed at the 10 s read deadline",
                       closed_after is not None and closed_after < 12,
                       f"closed after {closed_after:.1f} s" if closed_after is not None else "still open after 20 s")
    finally:
        server.stop()


async def healthz_among(port, count, opening):
    holders = []
    for _ in range(count):
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            if opening:
                writer.write(opening)
            holders.append((reader, writer))
        except OSError:
            break
    trickle = asyncio.create_task(trickle_bytes(holders)) if opening else None
    await asyncio.sleep(0.5)
    statuses, slowest = [], 0.0
    loop = asyncio.get_running_loop()
    for _ in range(10):
        try:
            status, _, _, seconds = await loop.run_in_executor(None, lambda: get(port, "/healthz", timeout=5))
        except OSError:
            status, seconds = 0, 5.0
        statuses.append(status)
        slowest = max(slowest, seconds)
        await asyncio.sleep(0.2)
    if trickle:
        trickle.cancel()
    for _, writer in holders:
        writer.close()
    return statuses, slowest


async def trickle_bytes(holders):
    while True:
        await asyncio.sleep(2)
        for _, writer in holders:
            try:
                writer.write(b"a")
            except OSError:
                pass


async def slow_loris(port):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    started = time.monotonic()
    writer.write(b"GET /healthz HTTP/1.1\r\nHost: t\r\n")
    while time.monotonic() - started < 20:
        try:
            writer.write(b"X")
            await writer.drain()
            data = await asyncio.wait_for(reader.read(1), timeout=1.0)
            if data == b"":
                return time.monotonic() - started
        except asyncio.TimeoutError:
            continue
        except OSError:
            return time.monotonic() - started
    return None


def check_http_layer(battery, hig, seeds, work):
    corpus = copy_corpus(seeds, os.path.join(work, "http-corpus"))
    index = os.path.join(work, "http-index")
    run(hig, ["index", "--corpus", corpus, "--index", index])
    server = Server(hig, corpus, index, ["--no-rebuild"])
    try:
        port = server.port
        cases = [
            (400, b"GET /search?q=%E HTTP/1.1\r\nHost: t\r\n\r\n"),
            (413, b"GET / HTTP/1.1\r\nHost: t\r\nContent-Length: 4096\r\n\r\n" + b"a" * 4096),
            (414, b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: t\r\n\r\n"),
            (431, b"GET / HTTP/1.1\r\nHost: t\r\nX-Big: " + b"b" * 17000 + b"\r\n\r\n"),
            (414, b"GET /" + b"a" * 300_000 + b" HTTP/1.1\r\nHost: t\r\n\r\n"),
            (505, b"GET / HTTP/2.0\r\nHost: t\r\n\r\n"),
            (400, b"GET / HTTP/1.1\r\nHost: t\r\nno colon\r\n\r\n"),
        ]
        carried, seen = 0, []
        for expected, raw in cases:
            try:
                status, headers, _, _ = request(port, raw)
            except OSError as error:
                seen.append(f"{expected}: {type(error).__name__}")
                continue
            seen.append(str(status))
            if status == expected and all(name in headers for name in SECURITY_HEADERS):
                carried += 1
        battery.record("HTTP", "the HTTP layer's own 400/413/414/431 and libmicrohttpd's 414/505/400 carry the "
                       "security headers", carried == len(cases), f"{carried}/{len(cases)} (statuses {' '.join(seen)})")
        methods = [
            ("POST with a 100 KB body", b"POST /api/search?q=a HTTP/1.1\r\nHost: t\r\nContent-Length: 102400\r\n\r\n"
             + b"a" * 102400),
            ("CONNECT", b"CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
            ("PUT", b"PUT /rules/modality-1 HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\n\r\n{}"),
            ("DELETE", b"DELETE /nowhere HTTP/1.1\r\nHost: t\r\n\r\n"),
        ]
        refused, seen = 0, []
        for label, raw in methods:
            status, headers, _, _ = request(port, raw)
            seen.append(f"{label} {status}")
            if status == 405 and headers.get("allow") == "GET, HEAD" and "content-security-policy" in headers:
                refused += 1
        battery.record("HTTP", "any method but GET/HEAD gets 405 with Allow, whatever its body", refused == len(methods),
                       f"{refused}/{len(methods)} ({', '.join(seen)})")
        xss = get(port, "/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E")[2]
        traversal = [get(port, target)[0] for target in
                     ["/assets/..%2F..%2F..%2Fetc%2Fpasswd", "/../../etc/passwd", "/rules/..%2F..%2Fetc%2Fpasswd"]]
        safe = b"<script>alert" not in xss and all(status == 404 for status in traversal)
        battery.record("HTTP", "echoed text is escaped and no path reaches the file system", safe,
                       f"script echoed {'raw' if b'<script>alert' in xss else 'escaped'}, traversal statuses {traversal}")
    finally:
        server.stop()


def check_sigterm(battery, hig, seeds, work):
    corpus = copy_corpus(seeds, os.path.join(work, "term-corpus"))
    index = os.path.join(work, "term-index")
    run(hig, ["index", "--corpus", corpus, "--index", index])
    lost = sent = 0
    statuses = []
    for round_number in range(6):
        server = Server(hig, corpus, index, ["--no-rebuild"])
        # Half the rounds keep 64 clients busy; the others send one request on each of 64 idle
        # keep-alive connections at once, the signal following right behind them.
        if round_number % 2 == 0:
            result = asyncio.run(requests_across_sigterm(server))
        else:
            result = burst_before_sigterm(server, 64)
        statuses.append(server.stop())
        sent += result[0]
        lost += result[1]
    battery.record("HTTP", "requests sent on keep-alive connections before SIGTERM are answered; exit 0",
                   lost == 0 and all(status == 0 for status in statuses),
                   f"{lost} of {sent:,} lost over 6 stops, exit statuses {sorted(set(statuses))}")


def burst_before_sigterm(server, count):
    """Opens `count` keep-alive connections (fewer than the per-client cap, which would close idle
    ones), then, while 32 other clients keep the server busy searching, sends a request on each and
    SIGTERM right behind them. Returns (sent, lost)."""

    async def scenario():
        busy = {"stop": False}

        async def searcher():
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            except OSError:
                return
            while not busy["stop"]:
                writer.write(b"GET /api/search?q=%EB%AA%A8%EB%8B%AC HTTP/1.1\r\nHost: t\r\n\r\n")
                try:
                    _, headers, _ = await async_response(reader)
                except (ConnectionError, asyncio.IncompleteReadError, OSError, asyncio.TimeoutError):
                    break
                if headers.get("connection", "").lower() == "close":
                    break
            writer.close()

        tasks = [asyncio.create_task(searcher()) for _ in range(32)]
        await asyncio.sleep(0.5)
        result = await asyncio.get_running_loop().run_in_executor(None, burst)
        busy["stop"] = True
        await asyncio.wait(tasks, timeout=15)
        return result

    def burst():
        connections = []
        for _ in range(count):
            connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
            read_response(connection)
            connections.append(connection)
        for connection in connections:
            connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
        server.process.send_signal(signal.SIGTERM)
        lost = 0
        for connection in connections:
            try:
                status, _, _ = read_response(connection)
                lost += status != 200
            except OSError:
                lost += 1
            connection.close()
        return count, lost

    return asyncio.run(scenario())


async def requests_across_sigterm(server):
    """64 keep-alive clients sending back to back; SIGTERM after a second. Returns (sent before it, lost)."""
    state = {"signalled": None, "sent_before": 0, "lost": 0}

    async def client():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        except OSError:
            return
        while state["signalled"] is None or time.monotonic() < state["signalled"] + 0.5:
            writer.write(b"GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
            before = state["signalled"] is None
            if before:
                state["sent_before"] += 1
            try:
                _, headers, _ = await async_response(reader)
            except (ConnectionError, asyncio.IncompleteReadError, OSError, asyncio.TimeoutError):
                if before:
                    state["lost"] += 1
                break
            if headers.get("connection", "").lower() == "close":
                break
        writer.close()

    tasks = [asyncio.create_task(client()) for _ in range(64)]
    await asyncio.sleep(1.0)
    state["signalled"] = time.monotonic()
    server.process.send_signal(signal.SIGTERM)
    await asyncio.wait(tasks, timeout=15)
    return state["sent_before"], state["lost"]


def check_load(battery, hig, seeds, work, seconds):
    if shutil.which("wrk") is None:
        battery.record("load", "64-connection load: no errors, no non-2xx", False, "wrk is not installed")
        return
    corpus = copy_corpus(seeds, os.path.join(work, "load-corpus"))
    index = os.path.join(work, "load-index")
    run(hig, ["index", "--corpus", corpus, "--index", index])
    server = Server(hig, corpus, index, ["--no-rebuild"])
    try:
        for target in ["/healthz", "/api/search?q=%EB%AA%A8%EB%8B%AC"]:
            output = subprocess.run(["wrk", "-t2", "-c64", f"-d{seconds}s", f"http://127.0.0.1:{server.port}{target}"],
                                    capture_output=True, text=True).stdout
            rate = re.search(r"Requests/sec:\s+([\d.]+)", output)
            errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
            non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
            error_count = sum(int(n) for n in errors.groups()) if errors else 0
            bad = int(non2xx.group(1)) if non2xx else 0
            battery.record("load", f"64 keep-alive connections on {target.split('?')[0]}: no errors, no non-2xx",
                           rate is not None and error_count == 0 and bad == 0 and server.alive(),
                           f"{float(rate.group(1)) if rate else 0:,.0f} req/s, {error_count} socket errors, {bad} non-2xx")
    finally:
        server.stop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hig", required=True)
    parser.add_argument("--seeds", required=True, help="the shipped Corpus/ folder")
    parser.add_argument("--kill-corpus", help="a larger corpus for the kill -9 runs (default: the seeds)")
    parser.add_argument("--only", help="comma-separated areas: ingest,linear,damage,kill,live,slow,http,term,load")
    parser.add_argument("--flips", type=int, default=32)
    parser.add_argument("--kills", type=int, default=16)
    parser.add_argument("--load-seconds", type=int, default=5)
    parser.add_argument("--table", help="also write the table to this file")
    arguments = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 8192), hard))
    only = set(arguments.only.split(",")) if arguments.only else None
    battery = Battery()
    hig, seeds = os.path.abspath(arguments.hig), os.path.abspath(arguments.seeds)
    steps = [
        ("ingest", lambda work: check_bad_files(battery, hig, seeds, work)),
        ("linear", lambda work: check_linear_ingest(battery, hig, work)),
        ("damage", lambda work: check_index_damage(battery, hig, seeds, work, arguments.flips)),
        ("kill", lambda work: check_kill_during_index(battery, hig, arguments.kill_corpus or seeds, work,
                                                      arguments.kills)),
        ("live", lambda work: check_index_changes_under_load(battery, hig, seeds, work)),
        ("slow", lambda work: check_slow_clients(battery, hig, seeds, work)),
        ("http", lambda work: check_http_layer(battery, hig, seeds, work)),
        ("term", lambda work: check_sigterm(battery, hig, seeds, work)),
        ("load", lambda work: check_load(battery, hig, seeds, work, arguments.load_seconds)),
    ]
    started = time.monotonic()
    for name, step in steps:
        if only and name not in only:
            continue
        print(f"reliability: {name}", file=sys.stderr, flush=True)
        work = tempfile.mkdtemp(prefix=f"hig-reliability-{name}-")
        try:
            step(work)
        except Exception as error:  # a step that breaks is a failed promise, not a stopped battery
            battery.record(name, f"the {name} checks ran to the end", False, f"{type(error).__name__}: {error}")
        finally:
            shutil.rmtree(work, ignore_errors=True)
    table = battery.table()
    print(table)
    print(f"({time.monotonic() - started:.0f} s)")
    if arguments.table:
        with open(arguments.table, "w") as file:
            file.write(table + "\n")
    return 0 if all(row[2] for row in battery.rows) else 1


if __name__ == "__main__":
    sys.exit(main())
