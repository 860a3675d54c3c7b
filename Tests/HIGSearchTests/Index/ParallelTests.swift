import Testing
@testable import HIGSearch

@Suite struct ParallelTests {
    @Test func mapKeepsTheOrderOfItsItems() {
        #expect(Parallel.map(0..<1000, workers: 2, chunk: 7) { index, _ in index * index } == (0..<1000).map { $0 * $0 })
    }

    /// Work started in the background gives its result, and sees the worker count its caller set
    /// (a test's one-thread build stays one thread in every lane).
    @Test(arguments: [1, 2])
    func backgroundWorkGivesItsResultUnderTheCallersWorkerCount(_ workers: Int) {
        let seen = Parallel.$workerCount.withValue(3) {
            Parallel.Background(workers: workers) { (Parallel.workerCount, Parallel.workers(for: 10_000)) }.value()
        }
        #expect(seen.0 == 3 && seen.1 == 3)
    }
}
