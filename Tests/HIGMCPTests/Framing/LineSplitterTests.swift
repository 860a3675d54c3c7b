@testable import HIGMCP
import Testing

@Suite struct LineSplitterTests {
    func lines(_ events: [LineSplitter.Event]) -> [String] {
        events.map { event in
            switch event {
            case let .line(bytes): String(decoding: bytes, as: UTF8.self)
            case let .oversized(prefix): "OVERSIZED(\(String(decoding: prefix, as: UTF8.self)))"
            }
        }
    }

    @Test func cutsLinesWhereverTheChunksEnd() {
        let stream = Array(#"{"a":1}"# .utf8) + [10] + Array(#"{"b":"모달"}"#.utf8) + [10] + Array("{}".utf8)
        for chunkSize in [1, 2, 3, 7, 100] {
            var splitter = LineSplitter(maxLineBytes: 1000)
            var events: [LineSplitter.Event] = []
            var start = 0
            while start < stream.count {
                events += splitter.feed(stream[start..<min(start + chunkSize, stream.count)])
                start += chunkSize
            }
            events += splitter.finish()
            #expect(lines(events) == [#"{"a":1}"#, #"{"b":"모달"}"#, "{}"], "chunks of \(chunkSize)")
        }
    }

    @Test func dropsCarriageReturnsAndBlankLines() {
        var splitter = LineSplitter(maxLineBytes: 100)
        #expect(lines(splitter.feed(Array("a\r\n\n  \r\n\tb\n".utf8))) == ["a", "\tb"])
        #expect(splitter.finish().isEmpty)
    }

    @Test func reportsAnOversizedLineOnceAndKeepsServing() {
        var splitter = LineSplitter(maxLineBytes: 10)
        var events = splitter.feed(Array("12345".utf8))
        events += splitter.feed(Array("678901234".utf8))   // passes the limit here
        events += splitter.feed(Array(repeating: UInt8(ascii: "x"), count: 10_000))
        events += splitter.feed(Array("yy\nok\n".utf8))
        #expect(lines(events) == ["OVERSIZED(1234567890)", "ok"])
    }

    @Test func aLineOfExactlyTheLimitIsKept() {
        var splitter = LineSplitter(maxLineBytes: 4)
        #expect(lines(splitter.feed(Array("abcd\nabcde\nab\n".utf8))) == ["abcd", "OVERSIZED(abcd)", "ab"])
    }

    @Test func anOversizedLastLineWithoutNewlineYieldsNothingMore() {
        var splitter = LineSplitter(maxLineBytes: 3)
        #expect(lines(splitter.feed(Array("abcdef".utf8))) == ["OVERSIZED(abc)"])
        #expect(splitter.finish().isEmpty)
    }

    @Test func theKeptPrefixIsBounded() {
        var splitter = LineSplitter(maxLineBytes: 10_000)
        let events = splitter.feed([UInt8](repeating: 65, count: 20_000))
        guard case let .oversized(prefix)? = events.first else {
            Issue.record("no oversized event")
            return
        }
        #expect(prefix.count == LineSplitter.reportedPrefix)
    }
}

@Suite struct OversizedLineTests {
    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"#, JSONValue.int(42)),
        (#"{"id": "req-7", "jsonrpc": "2.0""#, .string("req-7")),
        (#"{"jsonrpc":"2.0","method":"x","params":{"text":"#, .null),
        (#"{"id":12"#, .null),   // the number may go on past the prefix
        (#"{"id":"a\"b"}"#, .null),
    ])
    func findsThePlainRequestID(prefix: String, expected: JSONValue) {
        #expect(OversizedLine.requestID(in: Array(prefix.utf8)) == expected)
    }
}
