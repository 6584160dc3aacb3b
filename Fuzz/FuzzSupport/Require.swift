/// An oracle's promise: when it breaks, the process traps with `message`,
/// which libFuzzer records with the input. Not `precondition`, which
/// prints no message in an optimised build, the kind `scripts/fuzz.sh` makes.
public func require(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
    if !condition { fatalError(message(), file: file, line: line) }
}
