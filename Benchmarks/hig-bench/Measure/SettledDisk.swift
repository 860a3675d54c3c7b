import Foundation

/// Flushes every dirty page to disk before a timed build, so that no engine's build pays for
/// the writeback of files an earlier step wrote.
///
/// Without it hig's build, which runs right after `scale.py` has written the records (100 MB at
/// 100k), shared the two cores with the kernel writing them back: 4.2-4.7 s against 3.9-4.0 s
/// after a `sync` on the same records. The peers, run minutes later, did not pay for it.
enum SettledDisk {
    static func settle() {
        sync()
    }
}
