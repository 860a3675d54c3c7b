#!/usr/bin/env python3
"""How ingest cost grows with the corpus: one document of 1k, 10k and 100k lines, and corpora of 25, 50
and 100 English/Korean page pairs. Prints Markdown tables of wall and CPU time and peak RSS per line or
per pair, so the slope shows; run it with the release binary:

    swift build -c release --product hig
    python3 Benchmarks/ingest/ingest-scaling.py --hig .build/release/hig [--pairs-from ../shared/corpus/dev]

Documents are generated (short English lines, each followed by its Korean); page pairs are the
development pairs' pages recombined under new page names (read at run time, never copied into the
repository). Times are from GNU time around `hig index`, the index build included: a ratio between rows
of one run is the figure to read, not an absolute time on a shared machine.
"""
import argparse, json, os, random, re, shutil, subprocess, sys, tempfile

ENGLISH = ["tap", "menu", "bar", "icon", "tab", "view", "list", "sheet", "alert", "grid", "label", "field"]
KOREAN = ["탭", "메뉴", "막대", "아이콘", "보기", "목록", "시트", "경고", "격자", "레이블", "필드", "버튼"]


def run(hig, corpus, index):
    """(wall s, cpu s, peak RSS MB) of `hig index` on `corpus`."""
    command = ["/usr/bin/time", "-f", "%e %U %S %M", hig, "index", "--corpus", corpus, "--index", index]
    result = subprocess.run(command, capture_output=True, text=True)
    last = result.stderr.strip().splitlines()[-1].split()
    wall, user, system, rss = float(last[0]), float(last[1]), float(last[2]), int(last[3])
    if result.returncode not in (0, 3):
        sys.exit(f"hig index failed on {corpus}: {result.stderr.strip()[:300]}")
    return wall, user + system, rss / 1024


def document(lines, seed):
    random.seed(seed)
    rows = ["Buttons", ""]
    for i in range(lines // 2):
        a = random.randrange(len(ENGLISH))
        rows += [f"Use a {ENGLISH[a]} {i}.", f"{KOREAN[a]} {i} 사용하세요."]
    return "\n".join(rows) + "\n"


def lines_table(hig, work):
    print("| one document | wall s | CPU s | CPU µs per line | peak RSS MB | RSS per line, bytes |")
    print("|---|---:|---:|---:|---:|---:|")
    for lines in (1_000, 10_000, 100_000):
        corpus = os.path.join(work, f"lines-{lines}")
        os.makedirs(corpus)
        with open(os.path.join(corpus, "page.txt"), "w") as out:
            out.write(document(lines, lines))
        wall, cpu, rss = run(hig, corpus, corpus + "-index")
        print(f"| {lines:,} lines | {wall:.2f} | {cpu:.2f} | {cpu / lines * 1e6:.0f} | {rss:.0f} | {rss * 1048576 / lines:.0f} |")


def renamed(text, slug, new_slug, title_from, title_to):
    text = text.replace(f"human-interface-guidelines/{slug}", f"human-interface-guidelines/{new_slug}")
    return re.sub(rf"^(# |title: ){re.escape(title_from)}$", rf"\g<1>{title_to}", text, count=2, flags=re.M)


def pairs_table(hig, work, dev):
    pages = {}
    for name in sorted(os.listdir(os.path.join(dev, "en-pages"))):
        korean = os.path.join(dev, "ko-official", name)
        if name.startswith("_") or not os.path.exists(korean):
            continue
        english = open(os.path.join(dev, "en-pages", name)).read()
        title_en = re.search(r"^# (.+)$", english, re.M).group(1)
        title_ko = re.search(r"^# (.+)$", open(korean).read(), re.M).group(1)
        pages[name[:-3]] = (english, open(korean).read(), title_en, title_ko)
    print("| page pairs | documents | wall s | CPU s | CPU s per pair | peak RSS MB | guidelines paired |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for count in (25, 50, 100):
        corpus = os.path.join(work, f"pairs-{count}")
        os.makedirs(os.path.join(corpus, "en"))
        os.makedirs(os.path.join(corpus, "ko"))
        slugs = sorted(pages)
        for k in range(count):
            slug = slugs[k % len(slugs)]
            english, korean, title_en, title_ko = pages[slug]
            new_slug = f"{slug}-{k}"
            with open(os.path.join(corpus, "en", new_slug + ".md"), "w") as out:
                out.write(renamed(english, slug, new_slug, title_en, f"{title_en} {k}"))
            with open(os.path.join(corpus, "ko", new_slug + ".md"), "w") as out:
                out.write(renamed(korean, slug, new_slug, title_ko, f"{title_ko} {k}"))
        wall, cpu, rss = run(hig, corpus, corpus + "-index")
        summary = subprocess.run([hig, "index", "--json", "--corpus", corpus, "--index", corpus + "-index"],
                                 capture_output=True, text=True).stdout
        documents = json.loads(summary).get("documents", [])
        guidelines = sum(d.get("guidelines", 0) for d in documents)
        paired = sum(d.get("paired_guidelines", d.get("pairedGuidelines", 0)) for d in documents)
        share = f"{paired} of {guidelines}" if guidelines else "-"
        print(f"| {count} | {2 * count} | {wall:.2f} | {cpu:.2f} | {cpu / count:.3f} | {rss:.0f} | {share} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hig", default=".build/release/hig")
    parser.add_argument("--pairs-from", default="../shared/corpus/dev", help="development pages (en-pages/, ko-official/)")
    args = parser.parse_args()
    if not os.path.exists("/usr/bin/time"):
        sys.exit("needs GNU time: apt-get install time")
    work = tempfile.mkdtemp(prefix="hig-ingest-scaling-")
    try:
        lines_table(os.path.abspath(args.hig), work)
        print()
        if os.path.isdir(os.path.join(args.pairs_from, "en-pages")):
            pairs_table(os.path.abspath(args.hig), work, args.pairs_from)
        else:
            print(f"(no development pages at {args.pairs_from}: page pairs skipped)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
