import Foundation
import TestSupport
import Testing

#if os(Linux)
    /// A `netlayer mock` started by a test or a script ends with the process that started it, even when that
    /// process is killed outright (SIGKILL, a CI time-out) and can stop nothing: the starter names itself in
    /// `NETLAYER_MOCK_PARENT_PID`, and the server asks Linux for SIGTERM when its parent ends.
    @Suite struct MockParentDeathTests {
        private static let school = CommandRunner.packageRoot.appendingPathComponent("specs/school.yaml").path

        /// Whether `pid` is a process that has not ended (a zombie has: it waits only to be reaped).
        private func isAlive(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.range(of: ") ", options: .backwards)
            else { return false }
            let state = stat[close.upperBound...].first
            return state != "Z" && state != "X"
        }

        /// The ids of `pid`'s threads.
        private func threads(of pid: Int32) -> Set<String> {
            Set((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? [])
        }

        /// Polls `condition` every 20 ms until it holds; false if it has not after `bound`, which is only there
        /// so that a broken build fails instead of hanging (nothing assumes how long a loaded machine takes).
        private func eventually(within bound: Duration = .seconds(120), _ condition: () -> Bool) async throws -> Bool {
            let end = ContinuousClock.now + bound
            while ContinuousClock.now < end {
                if condition() { return true }
                try await Task.sleep(for: .milliseconds(20))
            }
            return condition()
        }

        /// A script's way (plugin-tests.sh): a shell starts the mock in the background and is then killed.
        @Test func aMockEndsWhenTheShellThatStartedItIsKilled() async throws {
            let folder = try TemporaryFolder()
            let log = folder.url.appendingPathComponent("mock.log").path
            let pidFile = folder.url.appendingPathComponent("mock.pid").path
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = [
                "-c", #"NETLAYER_MOCK_PARENT_PID=$$ "$0" mock "$1" --port 0 >"$2" 2>&1 & echo $! >"$3"; wait"#,
                try CommandRunner.executable.path, Self.school, log, pidFile,
            ]
            try shell.run()
            let served = try await eventually {
                (try? String(contentsOfFile: log, encoding: .utf8))?.contains("Serving School") == true
            }
            let text = try String(contentsOfFile: pidFile, encoding: .utf8)
            let mock = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(served, "\((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
            #expect(isAlive(mock))
            // Linux forgets the request when the thread that made it ends, and a pool thread ends after
            // seconds idle: kill the shell only once a thread the serving mock had is gone, as in a long run.
            let threads = self.threads(of: mock)
            _ = try await eventually(within: .seconds(60)) { !threads.isSubset(of: self.threads(of: mock)) }

            kill(shell.processIdentifier, SIGKILL)
            let ended = try await eventually { !isAlive(mock) }
            if !ended { kill(mock, SIGKILL) }
            #expect(ended, "the mock outlived the shell that started it")
            let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            #expect(said.contains("Stopped."), "SIGTERM stops it as Ctrl-C does: \(said)")
        }

        /// The tests' way: `RunningProcess` names the test process to the mock it starts.
        @Test func theTestsLauncherNamesItselfToTheMock() async throws {
            let mock = try RunningProcess(["mock", Self.school, "--port", "0"], in: CommandRunner.packageRoot)
            defer { mock.stop() }
            try await mock.waitFor("the banner") { mock.standardOutput.contains("Serving School") ? true : nil }
            let pid = try #require(mock.processIdentifier)
            let environment = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))
            let variables = environment.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            #expect(variables.contains("\(RunningProcess.parentVariable)=\(getpid())"))
        }

        /// A parent that ended before the mock asked: the mock does not start.
        @Test func aMockWhoseParentHasAlreadyEndedDoesNotServe() async throws {
            var environment = ProcessInfo.processInfo.environment
            environment[RunningProcess.parentVariable] = "1"  // init: never the parent of a mock started here
            let process = Process()
            process.executableURL = try CommandRunner.executable
            process.arguments = ["mock", Self.school, "--port", "0"]
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            let exited = TestEvent()
            process.terminationHandler = { _ in exited.fire() }
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            await exited.wait()
            #expect(process.terminationStatus != 0)
            #expect(message.contains("the process that started it has ended"), "\(message)")
        }
    }
#endif
