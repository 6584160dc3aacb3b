import Foundation

#if NETLAYER_FUZZING
    import CLibFuzzer
#endif

/// The main of every fuzz target: libFuzzer in a fuzzing build, a replay of
/// files otherwise, both through the same oracle.
///
/// libFuzzer's own `main` never runs under SwiftPM: it links each executable
/// with `--defsym main=<Target>_main`, so the Swift main wins and must hand
/// over to `LLVMFuzzerRunDriver` itself. `-sanitize=fuzzer` alone gives a
/// program that runs the Swift main and exits without fuzzing.
public enum FuzzDriver {
    /// libFuzzer calls back through a C function pointer, which cannot
    /// capture a closure: the oracle waits here, set once before any input.
    nonisolated(unsafe) private static var oracle: (UnsafeRawBufferPointer) -> Void = { _ in }

    /// Runs `oracle` on every input, which traps when a promise breaks.
    ///
    /// Fuzzing: the arguments are libFuzzer's (corpus folders, `-flags`).
    /// Replaying: each argument is a file, or a folder whose files are
    /// replayed in name order; the exit status is 0 when every input passed.
    public static func run(_ oracle: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
        Self.oracle = oracle
        #if NETLAYER_FUZZING
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
            exit(Replay.run(arguments: Array(CommandLine.arguments.dropFirst()), oracle: oracle))
        #endif
    }

    static func test(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        oracle(UnsafeRawBufferPointer(start: data, count: count))
        return 0
    }
}

#if NETLAYER_FUZZING
    // libFuzzer's archive is linked whole, and its `main` object refers to
    // this symbol: without it the fuzzing build does not link.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        FuzzDriver.test(data, count)
    }
#endif
