"""Drives `hig mcp` with the official MCP Python SDK, in both protocol eras.

Run by Scripts/mcp-interop.sh (which makes the virtual environment). Each era
gets its own server process: one opened with the initialize handshake, one
with server/discover (stateless 2026-07-28). In each, the client lists the
tools, searches in Korean and in English, gets modality-11 with its Korean
translations, reads hig://rules/modality-11, and checks an unknown ID and an
unknown resource fail the way the protocol says. Exit 0 when all hold, 1 with
the first check that failed.
"""

import argparse
import asyncio
import re
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

RULE = "modality-11"
RULE_TITLE = "Always include a button that dismisses the modal view."
QUERIES = ["모달 닫는 버튼", "dismiss modal view button"]
TOOLS = ["search_guidelines", "get_rule", "list_topics"]
HANGUL = re.compile("[\uac00-\ud7a3]")
# How far down the results the rule may be and still count as found.
FOUND_WITHIN = 5


class CheckFailed(Exception):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


async def exercise(session, era):
    tools = await session.list_tools()
    names = [tool.name for tool in tools.tools]
    check(names == TOOLS, f"{era}: tools/list gave {names}, expected {TOOLS}")
    for tool in tools.tools:
        check(tool.annotations is not None and tool.annotations.read_only_hint, f"{era}: {tool.name} is not marked read-only")
        check(tool.output_schema is not None, f"{era}: {tool.name} has no output schema")

    for query in QUERIES:
        # call_tool validates structuredContent against the tool's outputSchema.
        result = await session.call_tool("search_guidelines", {"query": query})
        check(not result.is_error, f"{era}: search for {query!r} failed: {result.content}")
        ids = [hit["id"] for hit in result.structured_content["results"]]
        check(RULE in ids[:FOUND_WITHIN], f"{era}: {query!r} found {ids[:FOUND_WITHIN]}, not {RULE}")
        hit = result.structured_content["results"][ids.index(RULE)]
        check(hit["titles"]["en"] == RULE_TITLE, f"{era}: {RULE} is titled {hit['titles'].get('en')!r}")
        check(RULE_TITLE in result.content[0].text.replace("**", ""), f"{era}: the text answer to {query!r} lacks the rule")
        print(f"  {era}: {query!r} → {RULE} at rank {ids.index(RULE) + 1} of {len(ids)}")

    rule = await session.call_tool("get_rule", {"id": RULE})
    check(not rule.is_error, f"{era}: get_rule {RULE} failed: {rule.content}")
    translations = rule.structured_content["translations"]
    check(translations and all(HANGUL.search(t["text"]) for t in translations),
          f"{era}: {RULE} has no Korean translations: {translations}")
    check(all("document" in t["source"] for t in translations), f"{era}: a translation has no source")
    check(rule.structured_content["english"][0]["title"] == RULE_TITLE, f"{era}: get_rule gave another rule")
    print(f"  {era}: get_rule {RULE} → {len(translations)} Korean translations")

    unknown = await session.call_tool("get_rule", {"id": "modalty-11"})
    check(unknown.is_error and RULE in unknown.content[0].text, f"{era}: an unknown ID did not name {RULE}: {unknown.content}")

    resource = await session.read_resource(f"hig://rules/{RULE}")
    text = resource.contents[0].text
    check(RULE_TITLE in text and HANGUL.search(text), f"{era}: hig://rules/{RULE} lacks the rule or its translations")
    check(resource.contents[0].mime_type == "text/markdown", f"{era}: the resource is {resource.contents[0].mime_type}")
    try:
        await session.read_resource("hig://rules/no-such-rule-9")
        raise CheckFailed(f"{era}: reading an unknown rule succeeded")
    except MCPError as error:
        check(error.error.code == -32602, f"{era}: an unknown resource gave {error.error.code}, expected -32602")

    templates = await session.list_resource_templates()
    patterns = sorted(t.uri_template for t in templates.resource_templates)
    check(patterns == ["hig://rules/{id}", "hig://topics/{slug}"], f"{era}: templates are {patterns}")
    resources = await session.list_resources()
    check(any(str(r.uri) == "hig://topics/modality" for r in resources.resources), f"{era}: resources/list lacks modality")
    topics = await session.call_tool("list_topics", {})
    check(any(t["topic"]["slug"] == "modality" and t["topic"]["ko"] for t in topics.structured_content["topics"]),
          f"{era}: list_topics lacks modality with its Korean name")


async def run(era, parameters):
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            if era == "initialize":
                result = await session.initialize()
                check(result.protocol_version == "2025-11-25", f"initialize agreed on {result.protocol_version}")
                check(result.server_info.name == "hig", f"initialize named the server {result.server_info.name}")
            else:
                result = await session.discover()
                check(session.protocol_version == "2026-07-28", f"discover agreed on {session.protocol_version}")
                check(session.server_info is not None and session.server_info.name == "hig", "discover did not name the server")
            print(f"{era}: protocol {session.protocol_version}")
            await exercise(session, era)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hig", required=True, help="the hig executable")
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--index", required=True)
    arguments = parser.parse_args()
    parameters = StdioServerParameters(command=arguments.hig,
                                       args=["mcp", "--corpus", arguments.corpus, "--index", arguments.index])
    try:
        for era in ["initialize", "discover"]:
            asyncio.run(asyncio.wait_for(run(era, parameters), timeout=120))
    except CheckFailed as failure:
        print(f"mcp-interop: FAILED: {failure}", file=sys.stderr)
        return 1
    print("mcp-interop: the Python SDK passed in both eras")
    return 0


if __name__ == "__main__":
    sys.exit(main())
