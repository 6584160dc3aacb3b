import Testing
import TransportKinds

/// A test case's transport named as `--transport` names it.
extension TransportKind: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
