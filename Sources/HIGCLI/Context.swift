import Foundation
import HIGText

/// Everything a command needs from the outside: where its output goes, the terminal,
/// the environment, and the corpus and index folders.
struct Context: Sendable {
    var terminal: Terminal
    var environment: [String: String]
    var output: OutputBuffer

    /// The corpus folder: `--corpus`, else `$HIG_CORPUS`, else `./Corpus`.
    func corpus(_ arguments: ParsedArguments) -> URL {
        URL(fileURLWithPath: arguments.value("--corpus") ?? environment["HIG_CORPUS"] ?? "Corpus")
    }

    /// The index folder: `--index`, else `$HIG_INDEX`, else `./Index`.
    func index(_ arguments: ParsedArguments) -> URL {
        URL(fileURLWithPath: arguments.value("--index") ?? environment["HIG_INDEX"] ?? "Index")
    }

    func knowledgeBase(_ arguments: ParsedArguments) -> KnowledgeBase {
        KnowledgeBase(corpus: corpus(arguments), index: index(arguments))
    }

    func print(_ text: String = "") {
        output.write(text + "\n")
    }

    /// A one-line message on standard error, prefixed `hig:`.
    ///
    /// Control characters in it (a file name's newline or terminal escape)
    /// are escaped, so it stays one line and never drives the terminal.
    func note(_ text: String) {
        StandardError.write("hig: \(OneLine.escaped(text))\n")
    }
}

/// Standard output, gathered and written in large pieces (or kept, in tests).
final class OutputBuffer: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private let echo: Bool
    private let lock = NSLock()

    /// `echo`: write to standard output as it fills; otherwise keep everything for `text`.
    init(echo: Bool) {
        self.echo = echo
    }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer += text.utf8
        if echo && buffer.count > 64 * 1024 { flushLocked() }
    }

    func flush() {
        lock.lock()
        defer { lock.unlock() }
        flushLocked()
    }

    private func flushLocked() {
        guard echo, !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Everything written, when not echoing.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }
}
