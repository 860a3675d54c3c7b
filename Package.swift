// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 language mode, explicit
/// `public import`s and `any` for existentials, as in the codebases we model on.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    // A concrete generic type (`[String: Int]`, `Set<UTF8Key>`) gets its metadata from an accessor
    // given the conformances, not from its mangled name: by name, the runtime demangles it and looks
    // each conformance up in a scan of the static binary's 5,500 records, about a tenth of a one-query
    // `hig search`'s instructions.
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

/// Where the `hig` executable's link finds `libstdc++.so`, `libgcc_s.so`, `libzstd.so` and
/// `libstemmer.so` first: linker scripts naming each one's static archive (see the folder's README),
/// so a release `hig` maps only libc and libm besides itself and the loader binds no C++ symbols.
let staticLibraries = "\(Context.packageDirectory)/Sources/hig/StaticLibraries"

/// Where Debian puts libxml2's headers (what `pkg-config --cflags libxml-2.0` says). Given by hand:
/// a system-library target with `pkgConfig` would link libxml2 too, and it is opened on first use instead.
let libxml2Headers = "/usr/include/libxml2"
/// For the Swift targets that see libxml2's types (HIGIngest, and its tests through `@testable import`).
let libxml2SwiftSettings: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-I\(libxml2Headers)"])]

let package = Package(
    name: "hig",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "hig", targets: ["hig"]),
        .executable(name: "hig-bench", targets: ["hig-bench"]),
        .executable(name: "hig-load", targets: ["hig-load"]),
        .executable(name: "hig-mcp-bench", targets: ["hig-mcp-bench"]),
        .library(name: "HIGModel", targets: ["HIGModel"]),
        .library(name: "HIGIngest", targets: ["HIGIngest"]),
        .library(name: "HIGSearch", targets: ["HIGSearch"]),
        .library(name: "HIGServer", targets: ["HIGServer"]),
        .library(name: "HIGMCP", targets: ["HIGMCP"]),
    ],
    targets: [
        // C libraries from Debian, wrapped once each. libstemmer and libzstd, which every search uses,
        // are linked; libxml2 (HTML ingest) and libmicrohttpd (`serve`) are opened when first needed:
        // linked, they would map ICU, GnuTLS and twelve more libraries into every process.
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
        // Opening a library at run time, with one line naming its Debian package when it is missing.
        .target(name: "CSharedLibrary", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CLibXML2", dependencies: ["CSharedLibrary"], cSettings: [.unsafeFlags(["-I", libxml2Headers])]),
        .target(name: "CMicroHTTPD", dependencies: ["CSharedLibrary"]),
        // Header fields on libmicrohttpd's own error responses (see its header). Its definition of
        // MHD_queue_response must be in the program's dynamic symbols for the library to call it.
        .target(name: "CMicroHTTPDErrors", dependencies: ["CMicroHTTPD"],
                linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=MHD_queue_response"])]),

        // The project's own threads, started with every signal blocked.
        .target(name: "HIGThreads", swiftSettings: swiftSettings),
        // Files written atomically, and the temporaries a killed write leaves, cleaned up.
        .target(name: "HIGFiles", swiftSettings: swiftSettings),
        // Plain values: rules, translations, sources, topics, IDs.
        .target(name: "HIGModel", swiftSettings: swiftSettings),
        // Text shared by ingest and search: normalization, scripts, sentences, analysis.
        .target(name: "HIGText", dependencies: ["CStemmer"], swiftSettings: swiftSettings),
        // Corpus → rules: readers, cleaning, alignment, merging, IDs.
        .target(name: "HIGIngest", dependencies: ["HIGModel", "HIGText", "CLibXML2"], swiftSettings: swiftSettings + libxml2SwiftSettings),
        // Rules → on-disk index → ranked results with snippets.
        .target(name: "HIGSearch", dependencies: ["HIGModel", "HIGText", "HIGFiles", "HIGThreads", "CZstd"], swiftSettings: swiftSettings),
        // A small HTTP server on libmicrohttpd, knowing nothing of rules.
        .target(name: "HIGHTTP", dependencies: ["CMicroHTTPD", "CMicroHTTPDErrors", "HIGThreads"], swiftSettings: swiftSettings),
        // The JSON API and the doc site on top of HIGHTTP and HIGSearch.
        .target(name: "HIGServer", dependencies: ["HIGHTTP", "HIGSearch", "HIGModel", "HIGText"], swiftSettings: swiftSettings),
        // The Model Context Protocol server (stdio JSON-RPC) on HIGSearch, for AI assistants.
        .target(name: "HIGMCP", dependencies: ["HIGSearch", "HIGModel", "HIGText"], swiftSettings: swiftSettings),
        // The commands: argument tables, terminal output. The executable only calls it.
        .target(name: "HIGCLI", dependencies: ["HIGModel", "HIGText", "HIGFiles", "HIGIngest", "HIGSearch", "HIGServer", "HIGMCP"], swiftSettings: swiftSettings),
        .executableTarget(name: "hig", dependencies: ["HIGCLI"], exclude: ["StaticLibraries"], swiftSettings: swiftSettings,
                          linkerSettings: [.unsafeFlags(["-L", staticLibraries], .when(configuration: .release))]),
        .target(name: "BenchmarkSupport", path: "Benchmarks/Support", swiftSettings: swiftSettings),
        .executableTarget(name: "hig-bench", dependencies: ["HIGModel", "HIGText", "HIGFiles", "HIGIngest", "HIGSearch", "BenchmarkSupport"], path: "Benchmarks/hig-bench", swiftSettings: swiftSettings),
        .executableTarget(name: "hig-mcp-bench", dependencies: ["HIGMCP", "HIGSearch", "BenchmarkSupport"], path: "Benchmarks/hig-mcp-bench", swiftSettings: swiftSettings),
        .executableTarget(name: "hig-load", dependencies: ["HIGServer", "HIGHTTP", "HIGSearch", "HIGModel"], path: "Benchmarks/hig-load", swiftSettings: swiftSettings),

        .target(name: "_HIGTestSupport", dependencies: ["HIGModel"], path: "Tests/_HIGTestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "HIGModelTests", dependencies: ["HIGModel", "_HIGTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "HIGFilesTests", dependencies: ["HIGFiles"], swiftSettings: swiftSettings),
        .testTarget(name: "HIGThreadsTests", dependencies: ["HIGThreads"], swiftSettings: swiftSettings),
        .testTarget(name: "HIGTextTests", dependencies: ["HIGText"], swiftSettings: swiftSettings),
        .testTarget(name: "HIGIngestTests", dependencies: ["HIGIngest", "CLibXML2", "HIGModel", "HIGText", "_HIGTestSupport"], exclude: ["Fixtures"], swiftSettings: swiftSettings + libxml2SwiftSettings),
        .testTarget(name: "HIGSearchTests", dependencies: ["HIGSearch", "HIGModel", "HIGText", "HIGThreads", "_HIGTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "HIGHTTPTests", dependencies: ["HIGHTTP", "CMicroHTTPD", "CMicroHTTPDErrors", "_HIGTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "HIGServerTests", dependencies: ["HIGServer", "HIGHTTP", "HIGSearch", "HIGModel", "_HIGTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "HIGMCPTests", dependencies: ["HIGMCP", "HIGSearch", "HIGModel", "_HIGTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "HIGCLITests", dependencies: ["HIGCLI", "HIGModel", "HIGIngest", "HIGSearch", "_HIGTestSupport"], swiftSettings: swiftSettings),
    ]
)
