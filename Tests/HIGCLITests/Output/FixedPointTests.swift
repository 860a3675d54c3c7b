import Foundation
import Testing
@testable import HIGCLI

/// Timings print as `String(format: "%.1f")` would, without Foundation's formatter.
@Suite struct FixedPointTests {
    @Test(arguments: [0.0, 0.04, 0.077, 1.0, 9.96, 12.34, 99.99, 1234.5678, 0.5, 2.5, -3.21, 1e9 + 0.26])
    func writesWhatPrintfWrites(value: Double) {
        #expect(FixedPoint.format(value, digits: 1) == String(format: "%.1f", value))
        #expect(FixedPoint.format(value, digits: 2) == String(format: "%.2f", value))
        #expect(FixedPoint.format(value, digits: 0) == String(format: "%.0f", value))
    }

    @Test func negativeZeroAndNonFiniteValues() {
        #expect(FixedPoint.format(-0.01, digits: 1) == "0.0")
        #expect(FixedPoint.format(.infinity, digits: 1) == "inf")
        #expect(FixedPoint.format(.nan, digits: 1) == "nan")
    }
}
