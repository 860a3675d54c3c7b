import Foundation
import Testing
@testable import HIGIngest

@Suite struct TextDecoderTests {
    @Test func utf8WithAndWithoutBOM() throws {
        #expect(try TextDecoder.decode(Data("모달".utf8), file: "a.txt").text == "모달")
        #expect(try TextDecoder.decode(Data([0xEF, 0xBB, 0xBF] + Array("모달".utf8)), file: "a.txt").text == "모달")
    }

    @Test func cp949IsDecoded() throws {
        // "모달 뷰" in EUC-KR / CP949.
        let decoded = try TextDecoder.decode(Data([0xB8, 0xF0, 0xB4, 0xDE, 0x20, 0xBA, 0xE4]), file: "a.txt")
        #expect(decoded.text == "모달 뷰")
        #expect(decoded.encoding == .cp949)
    }

    @Test func utf16WithBOM() throws {
        let data = Data([0xFF, 0xFE]) + "모달".data(using: .utf16LittleEndian)!
        #expect(try TextDecoder.decode(data, file: "a.txt").text == "모달")
    }

    @Test func binaryIsRefused() {
        #expect(throws: IngestError.binary(file: "a.txt")) {
            try TextDecoder.decode(Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x01]), file: "a.txt")
        }
    }

    @Test func undecodableBytesNameTheirLine() {
        let bytes = Array("ok\nok\n".utf8) + [0xFF, 0xFF, 0xFF]
        #expect(throws: IngestError.undecodable(file: "a.txt", line: 3, reason: "not UTF-8, and not EUC-KR/CP949 either")) {
            try TextDecoder.decode(Data(bytes), file: "a.txt")
        }
    }
}
