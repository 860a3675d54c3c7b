import Foundation

// hig-bench: hig against the peer engines of ../shared/bench, side by side, as ratios.
// See Benchmarks/README.md. `_build` and `_query` are the child processes it runs itself;
// `_profile` loops `rank` or `search` for a profiler, `_encode` the index build.

/// The path of this executable, for re-running it as a child.
func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    return count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
}

/// The `--flag value` pairs of an internal command line (`_build --records F …`).
struct ChildArguments {
    let command: String
    private var values: [String: String] = [:]

    init(_ arguments: [String]) {
        command = arguments.first ?? ""
        var rest = arguments.dropFirst()
        while let flag = rest.popFirst(), let value = rest.popFirst() { values[flag] = value }
    }

    /// The value of a flag the command cannot run without.
    func required(_ flag: String) throws -> String {
        guard let value = values[flag] else { throw BenchError("\(command) needs \(flag) VALUE") }
        return value
    }

    func number(_ flag: String, default fallback: Int) throws -> Int {
        guard let text = values[flag] else { return fallback }
        guard let value = Int(text), value > 0 else { throw BenchError("\(command) \(flag) \(text): not a positive number") }
        return value
    }

    subscript(flag: String) -> String? { values[flag] }
}

func emit(_ value: some Encodable) throws {
    FileHandle.standardOutput.write(try JSONEncoder().encode(value))
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "_build":
        let values = ChildArguments(arguments)
        try emit(try BuildPhase.run(records: try values.required("--records"), origins: try values.required("--origins"),
                                    index: try values.required("--index")))
    case "_query":
        let values = ChildArguments(arguments)
        try emit(try QueryPhase.run(index: try values.required("--index"), queries: try values.required("--queries"),
                                    repeat: try values.number("--repeat", default: 3), limit: 10))
    case "_profile":
        let values = ChildArguments(arguments)
        try ProfileLoop.run(index: try values.required("--index"), queries: try values.required("--queries"),
                            repeat: try values.number("--repeat", default: 100), mode: values["--mode"] ?? "rank")
    case "_encode":
        let values = ChildArguments(arguments)
        try EncodeLoop.run(records: try values.required("--records"), origins: try values.required("--origins"),
                           repeat: try values.number("--repeat", default: 3))
    default:
        try Benchmark(options: try Options(arguments: arguments), executable: executablePath()).run()
    }
} catch {
    FileHandle.standardError.write(Data("hig-bench: \(error)\n".utf8))
    exit(2)
}
