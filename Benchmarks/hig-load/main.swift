// hig-load: load-tests the doc site in-process against this machine's ceiling.
//
// Starts, in this process and on free loopback ports, the real site (DocServer
// on the shipped index) and an HTTPServer with FixedResponseHandler (the cost
// of the HTTP layer alone), then runs wrk with keep-alive connections against
// each route in turn and prints requests per second, latency p50/p99, errors
// and the process's resident memory, with each route's share of the ceiling and
// of /healthz. A second fixed-response server sends a body as large as the
// average search answer: the ceiling for answers of that size, which is what
// /api/search can at best reach on this machine (the bytes, not the search,
// set it: a 37 KB body costs the kernel and wrk far more than a short one).
//
// The searches cycle through the queries of Benchmarks/queries.jsonl (the
// benchmark's mix: Korean as typed, English, mixed), or six built-in ones.
//
// Usage: hig-load [--index FILE] [--queries FILE] [--seconds N] [--connections N] [--threads N]
// Run it in release mode from the package root:
//   swift build -c release --product hig-load && .build/release/hig-load

import Foundation
import Glibc
import HIGHTTP
import HIGModel
import HIGSearch
import HIGServer

/// The command line's settings.
struct Settings {
    var index = "Index/hig.idx"
    var queries = "Benchmarks/queries.jsonl"
    var seconds = 5
    var connections = 64
    var threads = 2

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard let value = rest.popFirst() else { Self.fail("\(name) needs a value") }
            switch name {
            case "--index": index = value
            case "--queries": queries = value
            case "--seconds": seconds = Self.number(value, name)
            case "--connections": connections = Self.number(value, name)
            case "--threads": threads = Self.number(value, name)
            default: Self.fail("unknown option \(name); options: --index FILE --queries FILE --seconds N --connections N --threads N")
            }
        }
    }

    static func number(_ value: String, _ name: String) -> Int {
        guard let number = Int(value), number > 0 else { fail("\(name) takes a positive number, not \(value)") }
        return number
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("hig-load: \(message)\n".utf8))
        exit(2)
    }
}

/// One route to load, and the paths wrk cycles through.
struct Scenario {
    var name: String
    var port: Int
    var paths: [String]
}

/// What wrk measured for one scenario.
struct Measurement {
    var requests: Int
    var seconds: Double
    var errors: Int
    var p50: Double
    var p99: Double
    var rssMiB: Double

    var perSecond: Double { Double(requests) / seconds }
}

/// Runs wrk for `seconds` against `scenario`, with a Lua script that cycles
/// through its paths and prints the summary on one line.
func runWrk(_ scenario: Scenario, seconds: Int, settings: Settings) -> Measurement {
    let quoted = scenario.paths.map { "\"\($0)\"" }.joined(separator: ", ")
    let script = """
    local paths = {\(quoted)}
    local next = 0
    request = function()
      next = next % #paths + 1
      return wrk.format("GET", paths[next])
    end
    done = function(summary, latency, requests)
      local e = summary.errors
      io.write(string.format("HIGLOAD %d %d %d %.1f %.1f\\n", summary.requests, summary.duration,
        e.connect + e.read + e.write + e.status + e.timeout, latency:percentile(50), latency:percentile(99)))
    end
    """
    let scriptFile = FileManager.default.temporaryDirectory.appendingPathComponent("hig-load-\(getpid()).lua")
    try? script.write(to: scriptFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scriptFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/wrk")
    process.arguments = ["-t\(settings.threads)", "-c\(settings.connections)", "-d\(seconds)s", "--latency",
                         "-s", scriptFile.path, "http://127.0.0.1:\(scenario.port)/"]
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        Settings.fail("cannot run /usr/bin/wrk (\(error.localizedDescription)); install it with: apt-get install -y wrk")
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("HIGLOAD ") }) else {
        Settings.fail("wrk printed no summary:\n\(text)")
    }
    let fields = line.split(separator: " ").dropFirst().map { Double($0) ?? 0 }
    return Measurement(requests: Int(fields[0]), seconds: fields[1] / 1e6, errors: Int(fields[2]),
                       p50: fields[3] / 1000, p99: fields[4] / 1000, rssMiB: residentMiB())
}

/// This process's resident set size, from /proc/self/status.
func residentMiB() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    return kilobytes / 1024
}

/// How long one `stat` of `path` takes, in nanoseconds: the cost a per-request
/// check of the index file would add.
func statNanoseconds(_ path: String) -> Double {
    let rounds = 200_000
    var info = stat()
    let start = ContinuousClock.now
    for _ in 0..<rounds {
        _ = stat(path, &info)
    }
    let elapsed = ContinuousClock.now - start
    return (Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9) / Double(rounds)
}

/// The `query` of every line of a JSON-lines file, or `nil` if it cannot be read.
func loadQueries(from path: String) -> [String]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let lines = data.split(separator: UInt8(ascii: "\n"))
    let texts = lines.compactMap { line in
        (try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])?["query"] as? String
    }
    return texts.isEmpty ? nil : texts
}

/// A fixed answer of a given size: the HTTP ceiling for bodies that large.
struct FixedBodyHandler: HTTPHandler {
    let body: [UInt8]

    func respond(to request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }
}

/// `text` percent-encoded for a query value.
func encoded(_ text: String) -> String {
    let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed)!
}

let settings = Settings(Array(CommandLine.arguments.dropFirst()))
let indexFile = URL(fileURLWithPath: settings.index)
let index: LiveIndex<IndexSnapshot>
do {
    index = try LiveIndex(file: indexFile) { print("hig-load: \($0)") }
} catch {
    Settings.fail("\(settings.index): \(error); build it first with: hig index")
}
let reader = index.reader
let builtIn = ["모달 닫기", "진행 표시기", "dismiss modal view", "progress bar accurate", "멀티태스킹 화면", "loading screen 로딩"]
let queries = loadQueries(from: settings.queries) ?? builtIn
// The average size of a search answer, as the API writes it.
let searchSnapshot = SearchSnapshot(reader: reader)
let averageBytes = queries.reduce(0) { total, query in
    var writer = JSONWriter()
    searchSnapshot.searcher.writeResponse(SearchQuery(text: query), rules: searchSnapshot.rules, into: &writer)
    return total + writer.bytes.count
} / max(queries.count, 1)

/// Mean CPU-bound time of writing every query's answer in-process, in microseconds: searched
/// each time (`answers` nil), or from the answers cached per snapshot as the API does.
func answerMicroseconds(passes: Int, answers: SearchAnswers?) -> Double {
    let clock = ContinuousClock()
    var writer = JSONWriter(style: .compact, capacity: 64 << 10)
    let start = clock.now
    for _ in 0..<passes {
        for query in queries {
            writer.reset()
            if let answers {
                searchSnapshot.searcher.writeResponse(SearchQuery(text: query), rules: searchSnapshot.rules,
                                                      answers: answers, into: &writer)
            } else {
                searchSnapshot.searcher.writeResponse(SearchQuery(text: query), rules: searchSnapshot.rules, into: &writer)
            }
        }
    }
    let elapsed = (clock.now - start).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    return seconds * 1e6 / Double(passes * max(queries.count, 1))
}
let answers = SearchAnswers()
let searched = answerMicroseconds(passes: 5, answers: nil)
_ = answerMicroseconds(passes: 1, answers: answers)  // fills the cache
let cached = answerMicroseconds(passes: 5, answers: answers)

let site = DocServer(index: index, configuration: DocServer.configuration(port: 0))
let ceiling = HTTPServer(configuration: HTTPServer.Configuration(port: 0), handler: FixedResponseHandler())
let sizedCeiling = HTTPServer(configuration: HTTPServer.Configuration(port: 0),
                              handler: FixedBodyHandler(body: Array(repeating: UInt8(ascii: " "), count: averageBytes)))
do {
    try site.start()
    try ceiling.start()
    try sizedCeiling.start()
} catch {
    Settings.fail("cannot start the servers: \(error)")
}
defer {
    site.stop()
    ceiling.stop()
    sizedCeiling.stop()
}

let rule = reader.id(at: reader.ruleCount / 2).rawValue
let topic = reader.topics.max { $0.count < $1.count }!.topic.slug
let scenarios = [
    Scenario(name: "ceiling: fixed response", port: ceiling.port!, paths: ["/"]),
    Scenario(name: "GET /healthz", port: site.port!, paths: ["/healthz"]),
    Scenario(name: "ceiling: fixed \(averageBytes / 1000) KB response", port: sizedCeiling.port!, paths: ["/"]),
    Scenario(name: "GET /api/search (\(queries.count) queries)", port: site.port!, paths: queries.map { "/api/search?q=\(encoded($0))" }),
    Scenario(name: "GET /search page (\(queries.count) queries)", port: site.port!, paths: queries.map { "/search?q=\(encoded($0))" }),
    Scenario(name: "GET /rules/\(rule)", port: site.port!, paths: ["/rules/\(rule)"]),
    Scenario(name: "GET /topics/\(topic)", port: site.port!, paths: ["/topics/\(topic)"]),
]

print("hig-load: \(reader.ruleCount) rules from \(settings.index); wrk -t\(settings.threads) -c\(settings.connections), "
      + "\(settings.seconds) s per route after a 1 s warm-up; \(ProcessInfo.processInfo.activeProcessorCount) cores")
print(String(format: "an answer written in-process, mean of 5 passes: searched %.0f µs, from the cached answers %.1f µs", searched, cached))
print(String(format: "stat() of the index file: %.0f ns (the cost a per-request check would add)", statNanoseconds(settings.index)))
print("")
let header = ["route", "req/s", "p50 ms", "p99 ms", "errors", "RSS MiB", "of ceiling", "of /healthz"]
var rows: [[String]] = []
var ceilingRate = 0.0
var healthRate = 0.0
for scenario in scenarios {
    _ = runWrk(scenario, seconds: 1, settings: settings)
    let result = runWrk(scenario, seconds: settings.seconds, settings: settings)
    if ceilingRate == 0 { ceilingRate = result.perSecond } else if healthRate == 0 { healthRate = result.perSecond }
    rows.append([scenario.name, String(format: "%.0f", result.perSecond), String(format: "%.2f", result.p50),
                 String(format: "%.2f", result.p99), "\(result.errors)", String(format: "%.1f", result.rssMiB),
                 String(format: "%.1f%%", 100 * result.perSecond / ceilingRate),
                 healthRate == 0 ? "—" : String(format: "%.1f%%", 100 * result.perSecond / healthRate)])
}
let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
for (number, row) in ([header] + rows).enumerated() {
    let cells = row.enumerated().map { column, cell in
        column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
    }
    print(cells.joined(separator: "  "))
    if number == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
}
