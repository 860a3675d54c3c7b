/// The table of `hig`'s commands, in the order `hig --help` lists them.
enum Commands {
    static var all: [CommandSpec] {
        [search, show, list, topics, index, inspect, eval, serve, mcp]
    }
}
