import HIGSearch
import HIGServer

extension Commands {
    static let serve = CommandSpec(
        name: "serve",
        summary: "serve the rules as a local web site and JSON API, reloading the index when it is rebuilt",
        usage: "hig serve [--host ADDR] [--port N] [--index DIR] [--corpus DIR] [--no-rebuild]",
        discussion: """
        Opens the knowledge base (building the index first if needed), prints the address it serves \
        on standard output, and serves until Ctrl-C or SIGTERM, then exits 0. It listens on 127.0.0.1 \
        unless --host says otherwise (e.g. --host ::1, or 0.0.0.0 to let other machines in). \
        --port 0 picks a free port; the address printed has the real one.
        When "hig index" rebuilds the index, the server switches to the new one within a second.
        Pages: / (topics), /topics/SLUG, /rules/ID, /search?q=. API: /api/search?q=&lang=&topic=&limit=, \
        /api/rules/ID, /api/topics, /healthz.
        Exit status: 0 after a clean stop, 2 if the address is in use or the index cannot be opened.
        """,
        options: [
            OptionSpec(name: "--host", value: "ADDR", help: "the address to listen on (default 127.0.0.1, this machine only)"),
            OptionSpec(name: "--port", value: "N", help: "the port to listen on (default 8080; 0 picks a free one)"),
            .index, .corpus, .noRebuild,
        ],
        run: { arguments, context in
            let host = arguments.value("--host") ?? "127.0.0.1"
            var port = 8080
            if let value = arguments.value("--port") {
                guard let number = Int(value), (0...65535).contains(number) else {
                    throw CLIError.usage("--port takes a number from 0 to 65535, not \"\(value)\"", command: "serve")
                }
                port = number
            }
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
            let server = DocServer(index: index, configuration: DocServer.configuration(host: host, port: port))
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
}
