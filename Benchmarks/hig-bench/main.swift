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

/// `--flag value` pairs of a child command line.
func childArguments(_ arguments: ArraySlice<String>) -> [String: String] {
    var values: [String: String] = [:]
    var rest = arguments
    while let flag = rest.popFirst(), let value = rest.popFirst() { values[flag] = value }
    return values
}

func emit(_ value: some Encodable) throws {
    FileHandle.standardOutput.write(try JSONEncoder().encode(value))
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "_build":
        let values = childArguments(arguments.dropFirst())
        try emit(try BuildPhase.run(records: values["--records"]!, origins: values["--origins"]!, index: values["--index"]!))
    case "_query":
        let values = childArguments(arguments.dropFirst())
        try emit(try QueryPhase.run(index: values["--index"]!, queries: values["--queries"]!,
                                    repeat: Int(values["--repeat"] ?? "3") ?? 3, limit: 10))
    case "_profile":
        let values = childArguments(arguments.dropFirst())
        try ProfileLoop.run(index: values["--index"]!, queries: values["--queries"]!,
                            repeat: Int(values["--repeat"] ?? "100") ?? 100, mode: values["--mode"] ?? "rank")
    case "_encode":
        let values = childArguments(arguments.dropFirst())
        try EncodeLoop.run(records: values["--records"]!, origins: values["--origins"]!,
                           repeat: Int(values["--repeat"] ?? "3") ?? 3)
    default:
        try Benchmark(options: try Options(arguments: arguments), executable: executablePath()).run()
    }
} catch {
    FileHandle.standardError.write(Data("hig-bench: \(error)\n".utf8))
    exit(2)
}
