import Glibc
import HIGMCP
import HIGSearch

extension Commands {
    static let mcp = CommandSpec(
        name: "mcp",
        summary: "serve the rules to AI assistants over the Model Context Protocol (stdin/stdout)",
        usage: "hig mcp [--index DIR] [--corpus DIR] [--no-rebuild]",
        discussion: """
        An assistant (Claude Code, Cursor, …) starts it as a child process: claude mcp add hig -- /path/to/hig mcp. \
        It reads one JSON-RPC request per line on standard input and writes only JSON-RPC answers on standard output; \
        messages for people go to standard error. Tools: search_guidelines, get_rule, list_topics; resources: \
        hig://rules/{id}, hig://topics/{slug}. Both MCP eras are served: the initialize handshake (2024-11-05 to \
        2025-11-25) and stateless 2026-07-28 requests. A request line may take at most 1 MiB.
        When "hig index" rebuilds the index, the server switches to the new one within a second.
        Exit status: 0 when standard input closes or on SIGINT/SIGTERM, 2 if the index cannot be opened.
        """,
        options: [.index, .corpus, .noRebuild],
        run: { arguments, context in
            let knowledgeBase = context.knowledgeBase(arguments)
            _ = try knowledgeBase.open(context, rebuild: !arguments.flag("--no-rebuild"))
            let index: LiveIndex<SearchSnapshot>
            do {
                index = try LiveIndex(file: knowledgeBase.indexFile) { context.note($0) }
            } catch {
                throw CLIError.failure("\(knowledgeBase.display(knowledgeBase.indexFile)): \(error)")
            }
            // The watcher's thread starts with every signal blocked; the stdio server
            // takes SIGINT and SIGTERM on this one.
            let watcher = IndexWatcher(index: index)
            defer { watcher.stop() }
            var session = MCPSession(server: ServerDescription(name: "hig", version: CLI.version),
                                     index: { index.current }, log: { context.note($0) })
            context.note("serving \(index.reader.ruleCount) rules from \(knowledgeBase.display(knowledgeBase.indexFile)) over MCP on standard input and output"
                + (isatty(STDIN_FILENO) == 1 ? " (an assistant starts this; see hig mcp --help. Ctrl-D ends)" : ""))
            switch StdioServer.serve(&session, log: { context.note($0) }) {
            case .endOfInput: break
            case .outputClosed: context.note("standard output was closed; stopping")
            case .signal: context.note("stopped")
            }
            return 0
        })
}
