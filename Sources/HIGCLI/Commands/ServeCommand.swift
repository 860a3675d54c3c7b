import HIGSearch
import HIGHTTP
import HIGServer

extension Commands {
    static let serve = CommandSpec(
        name: "serve",
        summary: "serve the rules as a local web site and JSON API, reloading the index when it is rebuilt",
        usage: "hig serve [--host ADDR] [--port N] [--max-connections N] [--max-connections-per-client N] "
            + "[--read-timeout S] [--index DIR] [--corpus DIR] [--no-rebuild]",
        discussion: """
        Opens the knowledge base (building the index first if needed), prints the address it serves \
        on standard output, and serves until Ctrl-C or SIGTERM, then exits 0. It listens on 127.0.0.1 \
        unless --host says otherwise (e.g. --host ::1, or 0.0.0.0 to let other machines in). \
        --port 0 picks a free port; the address printed has the real one.
        When "hig index" rebuilds the index, the server switches to the new one within a second.
        Every connection must send a complete request within --read-timeout seconds of connecting or of \
        its previous response, or it is closed. Over --max-connections (or over \
        --max-connections-per-client from one address) the connection that has waited longest for a \
        request is closed to make room; when every one is busy, the newcomer gets 503 at once.
        Pages: / (topics), /topics/SLUG, /rules/ID, /search?q=. API: /api/search?q=&lang=&topic=&limit=, \
        /api/rules/ID, /api/topics, /healthz.
        Exit status: 0 after a clean stop, 2 if the address is in use or the index cannot be opened.
        """,
        options: [
            OptionSpec(name: "--host", value: "ADDR", help: "the address to listen on (default 127.0.0.1, this machine only)"),
            OptionSpec(name: "--port", value: "N", help: "the port to listen on (default 8080; 0 picks a free one)"),
            OptionSpec(name: "--max-connections", value: "N", help: "connections served at once (default 256)"),
            OptionSpec(name: "--max-connections-per-client", value: "N",
                       help: "connections served at once from one IP address (default 128)"),
            OptionSpec(name: "--read-timeout", value: "S",
                       help: "seconds a connection has to send each request (default 10)"),
            .index, .corpus, .noRebuild,
        ],
        run: { arguments, context in
            let configuration = try serverConfiguration(arguments)
            // Opening the knowledge base starts no thread, so the server can
            // still block SIGINT and SIGTERM before its own threads start.
            let knowledgeBase = context.knowledgeBase(arguments)
            _ = try knowledgeBase.open(context, rebuild: !arguments.flag("--no-rebuild"))
            let index: LiveIndex<IndexSnapshot>
            do {
                index = try LiveIndex(file: knowledgeBase.indexFile) { context.note($0) }
            } catch {
                throw CLIError.failure("\(knowledgeBase.display(knowledgeBase.indexFile)): \(error)")
            }
            let server = DocServer(index: index, configuration: configuration)
            do {
                try server.runUntilTerminated { url in
                    context.print(url)
                    context.output.flush()
                    context.note("serving \(index.reader.ruleCount) rules from \(knowledgeBase.display(knowledgeBase.indexFile)); press Ctrl-C to stop")
                }
            } catch {
                throw CLIError.failure("\(error)")
            }
            context.note("stopped")
            return 0
        })

    /// The site's HTTP settings with the command line's address and limits.
    private static func serverConfiguration(_ arguments: ParsedArguments) throws(CLIError) -> HTTPServer.Configuration {
        var configuration = DocServer.configuration(host: arguments.value("--host") ?? "127.0.0.1")
        configuration.port = try number(arguments, "--port", in: 0 ... 65535) ?? 8080
        configuration.connectionLimit = try number(arguments, "--max-connections", in: 1 ... 100_000)
            ?? configuration.connectionLimit
        configuration.perClientConnectionLimit = try number(arguments, "--max-connections-per-client", in: 1 ... 100_000)
            ?? min(configuration.perClientConnectionLimit, configuration.connectionLimit)
        if let seconds = try number(arguments, "--read-timeout", in: 1 ... 3600) {
            configuration.readTimeout = .seconds(seconds)
        }
        return configuration
    }

    /// The whole number given for `option`, or `nil` when it is absent.
    private static func number(_ arguments: ParsedArguments, _ option: String,
                               in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let value = arguments.value(option) else { return nil }
        guard let number = Int(value), range.contains(number) else {
            throw CLIError.usage(
                "\(option) takes a number from \(range.lowerBound) to \(range.upperBound), not \"\(value)\"", command: "serve")
        }
        return number
    }
}
