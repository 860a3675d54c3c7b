import Foundation
import HIGMCP
import HIGSearch
import BenchmarkSupport

// hig-mcp-bench: what a search costs through `hig mcp` against the same search in-process,
// as `hig search --json` does it (Searcher.search, then the JSON it prints to a program: compact). Figures are
// ratios of one run (the machines are shared and noisy). See Benchmarks/README.md.

let usage = """
usage: hig-mcp-bench --index FILE [--hig PATH] [--queries FILE] [--repeat N] [--limit N]

  --index FILE     the index to search (hig.idx; build one with `hig index`)
  --hig PATH       the hig executable whose `hig mcp` is timed (default: next to hig-mcp-bench)
  --queries FILE   query mix, JSON lines with a "query" (default Benchmarks/queries.jsonl)
  --repeat N       timed passes over the queries (default 20), after one warm-up pass
  --limit N        results per search (default 10, as hig search and search_guidelines)
"""

struct Options {
    var index = ""
    var hig = ((CommandLine.arguments[0] as NSString).deletingLastPathComponent as NSString).appendingPathComponent("hig")
    var queries = "Benchmarks/queries.jsonl"
    var passes = 20
    var limit = 10

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchError("\(flag) needs a value\n\n\(usage)") }
            switch flag {
            case "--index": index = value
            case "--hig": hig = value
            case "--queries": queries = value
            case "--repeat": passes = max(1, Int(value) ?? 20)
            case "--limit": limit = max(1, Int(value) ?? 10)
            default: throw BenchError("unknown option \(flag)\n\n\(usage)")
            }
        }
        guard !index.isEmpty else { throw BenchError(usage) }
    }
}

/// The query texts of a JSON-lines file.
func readQueries(_ path: String) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try text.split(whereSeparator: \.isNewline).map { line in
        guard let query = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))["query"]?.stringValue else {
            throw BenchError("\(path): a line without a \"query\"")
        }
        return query
    }
}

/// CPU seconds (user + system) this thread has used, to the nanosecond.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `body` over every item once to warm up, then `passes` timed times; the samples in milliseconds.
func timed<T>(_ items: [T], passes: Int, _ body: (T) throws -> Void) rethrows -> [Double] {
    for item in items { try body(item) }
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(items.count * passes)
    for _ in 0..<passes {
        for item in items {
            let start = clock.now
            try body(item)
            samples.append((clock.now - start).milliseconds)
        }
    }
    return samples
}

func row(_ name: String, _ latency: LatencySummary, against base: LatencySummary?) -> String {
    let ratio = base.map { String(format: " (%.2f×)", latency.p50 / $0.p50) } ?? ""
    let ratio95 = base.map { String(format: " (%.2f×)", latency.p95 / $0.p95) } ?? ""
    return "| \(name) | " + String(format: "%.3f", latency.p50) + ratio + " | " + String(format: "%.3f", latency.p95) + ratio95
        + " | " + String(format: "%.3f", latency.mean) + " |"
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let queries = try readQueries(options.queries)
    let indexURL = URL(fileURLWithPath: options.index)
    let reader = try IndexReader(contentsOf: indexURL)
    let searcher = Searcher(reader: reader)
    // What `hig mcp` serves from: a snapshot with its own searcher and prepared rules.
    let snapshot = SearchSnapshot(reader: reader)
    let calls: [[UInt8]] = try queries.enumerated().map { offset, query in
        let request: JSONValue = ["jsonrpc": "2.0", "id": .int(offset + 1), "method": "tools/call",
                                  "params": ["name": "search_guidelines", "arguments": ["query": .string(query), "limit": .int(options.limit)]]]
        return Array(try JSONEncoder().encode(request))
    }

    let requests = Double(queries.count * options.passes)
    // 1. In-process, as `hig search --json` does it once the index is open.
    var jsonBytes = 0
    var cpu = threadCPUSeconds()
    let direct = try timed(queries, passes: options.passes) { query in
        let response = searcher.search(SearchQuery(text: query, limit: options.limit))
        jsonBytes = try response.json(style: .compact).count
    }
    let directCPU = (threadCPUSeconds() - cpu) * 1000 / (requests + Double(queries.count))
    // 2. In-process, the MCP session answering the tools/call line (parse, search, JSON, Markdown, encode).
    var session = MCPSession(server: ServerDescription(name: "hig", version: "bench"), index: { snapshot })
    var answerBytes = 0
    cpu = threadCPUSeconds()
    let inSession = timed(calls, passes: options.passes) { line in
        answerBytes = session.handle(line: line)?.count ?? 0
    }
    let sessionCPU = (threadCPUSeconds() - cpu) * 1000 / (requests + Double(queries.count))
    // 3. Through `hig mcp`: a child process on pipes, one request in flight at a time; the
    //    server's own CPU time per request, and a ping's round trip (the transport alone).
    // --no-rebuild: serve the index as it is, whatever its corpus (hig-bench's have none).
    let child = try MCPChild(hig: options.hig, arguments: ["--index", indexURL.deletingLastPathComponent().path, "--no-rebuild"])
    _ = try child.roundTrip(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}"#.utf8))
    let ping = Array(#"{"jsonrpc":"2.0","id":0,"method":"ping"}"#.utf8)
    let pings = try timed([ping], passes: options.passes * queries.count) { _ = try child.roundTrip($0) }
    let serverCPUStart = child.cpuSeconds
    let throughProcess = try timed(calls, passes: options.passes) { line in
        _ = try child.roundTrip(line)
    }
    let serverCPU = (child.cpuSeconds - serverCPUStart) * 1000 / (requests + Double(queries.count))
    guard child.finish() == 0 else { throw BenchError("hig mcp did not exit 0") }

    let base = LatencySummary(direct)
    print("""
    \(reader.ruleCount) rules (\(options.index)), \(queries.count) queries × \(options.passes) passes, limit \(options.limit); \
    last answer \(answerBytes) bytes over MCP, \(jsonBytes) bytes of hig search --json

    | search path | p50 ms | p95 ms | mean ms | CPU ms per search |
    |---|---:|---:|---:|---:|
    \(row("in-process, as `hig search --json` (search + JSON)", base, against: nil)) \(String(format: "%.3f", directCPU)) |
    \(row("in-process MCP session (tools/call line → answer line)", LatencySummary(inSession), against: base)) \(String(format: "%.3f (%.2f×)", sessionCPU, sessionCPU / directCPU)) |
    \(row("through `hig mcp` (pipe round trip; CPU: the server's)", LatencySummary(throughProcess), against: base)) \(String(format: "%.3f (%.2f×)", serverCPU, serverCPU / directCPU)) |
    \(row("through `hig mcp`, ping (the transport alone)", LatencySummary(pings), against: nil)) |
    """)
} catch {
    FileHandle.standardError.write(Data("hig-mcp-bench: \(error)\n".utf8))
    exit(2)
}
