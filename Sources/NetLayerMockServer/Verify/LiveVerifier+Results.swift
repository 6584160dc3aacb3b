import Foundation
import NetLayerSpec

/// How one call of a live run ended.
struct CallResult: Sendable {
    enum Kind: Sendable {
        /// A reply came, and is checked.
        case replied(status: Int, body: Data, source: ReplySource, interface: Interface, module: Module)
        /// Nothing was sent: the call needs credentials the run does not have.
        case missing(Credentials)
        /// A reply came with a code the spec's token rules call expired; it is not checked.
        case refused(Int)
        /// No reply came; the system's own words, when it said why.
        case failed(Failure, detail: String?)
        /// The request could not be made from the spec.
        case unmade(String)
    }

    var outcome: LiveVerifier.Outcome
    var kind: Kind

    /// The result of a call of `interface`, told as `request` with `status` when a reply came; the log line's
    /// reason is the kind's.
    init(interface: String, request: String, status: Int?, kind: Kind) {
        self.outcome = LiveVerifier.Outcome(
            interface: interface, request: request, status: status, failure: kind.failure)
        self.kind = kind
    }
}

extension CallResult.Kind {
    /// Why no reply was checked, as the call's log line says it; nil when one was.
    var failure: String? {
        switch self {
        case .replied: nil
        case .missing(let credentials): "not sent: it needs \(credentials.description)"
        case .refused: "the credentials were refused"
        case .failed(let failure, _): failure.reason
        case .unmade(let reason): reason
        }
    }
}

/// The credentials an interface's `auth` may send, by alternative, none of which a run had whole.
struct Credentials: Hashable, Sendable {
    var alternatives: [[String]]

    /// `the token`, `key 'apiKey'`, `the token or key 'apiKey'`, `the token and key 'apiKey'`.
    var description: String {
        alternatives.map { names in names.map(Self.describe).joinedAsProse }.joined(separator: " or ")
    }

    /// Where a run gets them.
    var remedy: String {
        var seen: Set<String> = []
        return alternatives.joined().filter { seen.insert($0).inserted }.map { name in
            name == AuthRequirement.tokenName
                ? "give --token or NETLAYER_TOKEN, or log in first in the calls file (--calls)"
                : "give --key \(name)=VALUE or NETLAYER_KEY_\(name)"
        }.joined(separator: "; ")
    }

    private static func describe(_ name: String) -> String {
        name == AuthRequirement.tokenName ? "the token" : "key '\(name)'"
    }
}

/// A server that could not be reached, and why: every call it failed is told in one line.
struct Failure: Hashable, Sendable {
    var origin: String
    var reason: String
    /// What to look at, said after the system's words.
    var advice: String? = nil
}

/// What a run did not call or could not check, gathered so that each cause is told once.
struct NotCalled {
    /// How many interfaces a line names before "and N more".
    static let named = 5

    var unsafe: [String] = []
    var streamed: [String] = []
    /// Each credential wanted, in the order first met, with the interfaces that wanted it.
    var wanting: [(credentials: Credentials, interfaces: [String])] = []
    /// Each failure, in the order first met, with the system's words as the first call heard them.
    var failed: [(failure: Failure, detail: String?, interfaces: [String])] = []
    var unmade: [(interface: String, reason: String)] = []

    mutating func want(_ credentials: Credentials, by interface: String) {
        if let index = wanting.firstIndex(where: { $0.credentials == credentials }) {
            wanting[index].interfaces.append(interface)
        } else {
            wanting.append((credentials, [interface]))
        }
    }

    mutating func fail(_ failure: Failure, detail: String?, of interface: String) {
        if let index = failed.firstIndex(where: { $0.failure == failure }) {
            failed[index].interfaces.append(interface)
        } else {
            failed.append((failure, detail, [interface]))
        }
    }

    func report(into report: inout VerifyReport) {
        for (failure, detail, interfaces) in failed {
            let said = detail.map { " (the system said: \($0))" } ?? ""
            let advice = failure.advice.map { "; \($0)" } ?? ""
            report.add(
                problem: .error(
                    "\(failure.origin): \(failure.reason)\(said)\(advice); no reply to "
                        + interfaces.quotedAsProse(naming: Self.named), at: nil))
        }
        for (interface, reason) in unmade {
            report.add(problem: .error("'\(interface)' was not called: \(reason)", at: nil))
        }
        for (credentials, interfaces) in wanting {
            let they = interfaces.count == 1 ? "it needs" : "they need"
            report.add(
                problem: .warning(
                    Self.notCalled(interfaces)
                        + "\(they) \(credentials.description), which this run does not have; \(credentials.remedy)",
                    at: nil))
        }
        if !unsafe.isEmpty {
            report.add(
                problem: .note(
                    Self.notCalled(unsafe)
                        + "a method that is not safe is sent only when the calls file (--calls) names it", at: nil))
        }
        if !streamed.isEmpty {
            report.add(
                problem: .note(
                    Self.notCalled(streamed) + "a streamed or downloaded reply is not checked yet", at: nil))
        }
    }

    /// `'a' and 'b' were not called: `, the start of a line that says why.
    private static func notCalled(_ interfaces: [String]) -> String {
        "\(interfaces.quotedAsProse(naming: named)) \(interfaces.count == 1 ? "was" : "were") not called: "
    }
}
