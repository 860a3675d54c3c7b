import Foundation
import Testing
@testable import HIGCLI

@Suite struct ProcessEnvironmentTests {
    @Test func readsWhatProcessInfoReads() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
    }
}
