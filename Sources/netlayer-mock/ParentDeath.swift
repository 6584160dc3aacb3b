internal import CParentDeath
import Foundation

/// `netlayer-mock` ends with the process that started it, when that process asks: tests and scripts start
/// servers they stop themselves, and a run killed outright (SIGKILL, a CI time-out) never gets to.
///
/// The parent names itself in `NETLAYER_MOCK_PARENT_PID`. The server then asks Linux for SIGTERM, which
/// stops it as Ctrl-C does, when its parent ends (`PR_SET_PDEATHSIG`, prctl(2)), and ends at once if the
/// parent is already gone. Linux keeps the request per thread on both sides: the signal comes when the
/// *thread* that started the process ends, so a multithreaded parent starts the server from a thread that
/// lives as long as the server (the tests' `RunningProcess` does); and it is lost when the thread that asked
/// ends, so the server asks on its main thread, not on a pool thread that exits when idle. Elsewhere the
/// variable does nothing.
enum ParentDeath {
    static let variable = "NETLAYER_MOCK_PARENT_PID"

    /// False when the parent the environment names has already ended: the server must not start.
    static func arrange(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let text = environment[variable], let parent = Int32(text) else { return true }
        #if os(Linux)
            guard netlayer_set_parent_death_signal(SIGTERM) == 0 else { return true }
            // Asked after the parent may have ended: a parent gone by now left this process to another.
            return getppid() == parent
        #else
            return true
        #endif
    }
}
