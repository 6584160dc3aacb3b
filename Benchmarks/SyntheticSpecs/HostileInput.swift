import Foundation
import TestSupport

/// Inputs a spec loader must refuse quickly, without a crash.
public struct HostileInput: Sendable {
    public var name: String
    public var bytes: [UInt8]

    public static var all: [HostileInput] {
        [
            HostileInput(name: "billion-laughs.yaml", bytes: Array(billionLaughs.utf8)),
            HostileInput(
                name: "nested-200k.yaml",
                bytes: Array((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8)),
            HostileInput(
                name: "nested-maps-200k.yaml",
                bytes: Array(
                    (String(repeating: "{a: ", count: 200_000) + String(repeating: "}", count: 200_000)).utf8)),
            HostileInput(name: "random-1MB.bin", bytes: randomBytes(1 << 20)),
            HostileInput(
                name: "invalid-utf8.yaml", bytes: Array("netlayer: 1\nname: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)),
            HostileInput(name: "empty.yaml", bytes: []),
            HostileInput(name: "oversized-40MB.yaml", bytes: Array(repeating: UInt8(ascii: "#"), count: 40 << 20)),
        ]
    }

    static var billionLaughs: String {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let letters = Array("abcdefghij")
        for index in 1..<letters.count {
            let references = Array(repeating: "*\(letters[index - 1])", count: 9).joined(separator: ", ")
            lines.append("\(letters[index]): &\(letters[index]) [\(references)]")
        }
        return lines.joined(separator: "\n")
    }

    /// Repeatable pseudo-random bytes (a fixed seed), so runs compare.
    static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}

public enum PeakMemory {
    /// The process's peak resident size so far.
    public static var megabytes: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    }
}
