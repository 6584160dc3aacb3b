import Dispatch
import Foundation

/// `netlayer generate --watch`: generates, then again whenever a file the
/// last run read changes, until interrupted. A bad save prints its
/// diagnostics and waits for the next save instead of exiting.
struct Watcher<Executable: NetLayerExecutable> {
    let command: GenerateCommand<Executable>
    /// How often files are looked at: polling works on every platform and
    /// every file system, and a few stats a second cost nothing.
    var interval = 0.2

    func run() -> Never {
        // The signal sources must outlive the loop, which never ends.
        withExtendedLifetime(stopOnInterrupt()) {
            // A run that fails before reading its files (a broken template
            // override, an unwritable output) keeps watching the last ones.
            var inputs = [command.spec] + (command.templates.map { [$0] } ?? [])
            while true {
                // Stamped before the run reads them, so a save during the run is a change.
                let started = Date()
                let read = FileStamp.of(inputs)
                do {
                    inputs = try command.generateOnce().inputs
                } catch {
                    StandardError.write("error: \(error)\n")
                }
                // A file the run found first (a new include) could only be stamped now,
                // after the run read it: one saved since the run began may hold a save
                // the run did not see, so the run goes again, with it stamped first. (The
                // two seconds allow for file systems that keep whole seconds.)
                var stamps = FileStamp.of(inputs.filter { read[$0] == nil })
                if stamps.values.contains(where: { $0.modified.map { $0 >= started - 2 } ?? false }) { continue }
                for path in inputs where read[path] != nil { stamps[path] = read[path] }
                StandardError.write("netlayer: watching \(Set(inputs).count) files; Ctrl-C stops\n")
                fflush(nil)
                waitForChange(in: inputs, since: stamps)
            }
        }
    }

    /// Returns once a file differs from its stamp in `before` (one for each of
    /// `paths`) and has then stayed the same for one interval: editors often
    /// save in more than one write.
    private func waitForChange(in paths: [String], since before: [String: FileStamp]) {
        var now = FileStamp.of(paths)
        while now == before {
            Thread.sleep(forTimeInterval: interval)
            now = FileStamp.of(paths)
        }
        var settled = FileStamp.of(paths)
        repeat {
            now = settled
            Thread.sleep(forTimeInterval: interval)
            settled = FileStamp.of(paths)
        } while settled != now
    }

    /// Ctrl-C (or SIGTERM) ends the watch with status 0: stopping is how a
    /// watch is meant to end.
    private func stopOnInterrupt() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                StandardError.write("netlayer: stopped watching\n")
                exit(0)
            }
            source.resume()
            return source
        }
    }
}

/// What tells that a file changed: whether it exists, its size, its
/// modification time and its inode (an editor's save-by-rename changes it).
private struct FileStamp: Equatable {
    var size: Int?
    var modified: Date?
    var inode: Int?

    static func of(_ paths: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            stamps[path] = FileStamp(
                size: (attributes?[.size] as? NSNumber)?.intValue,
                modified: attributes?[.modificationDate] as? Date,
                inode: (attributes?[.systemFileNumber] as? NSNumber)?.intValue)
        }
        return stamps
    }
}
