import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLSessions of every ``URLSessionTransport`` in the process: one per
/// distinct configuration, made on first use and kept for the life of the
/// process, each with one delegate that routes events to the call of their task.
///
/// Why not a session per transport, invalidated when the transport goes: on
/// Linux every session runs its own libcurl multi handle, whose sockets are
/// watched by libdispatch read and write sources on the session's own queue.
/// A session torn down while others register and cancel sources for their
/// sockets is how libdispatch's epoll bookkeeping is corrupted
/// (swift-corelibs-libdispatch #833 and #949, swift-corelibs-foundation
/// #4791 and #3276): the process dies in `_dispatch_event_loop_drain`. Sessions
/// that live as long as the process are never torn down, and their sockets
/// are reused by every client, so far fewer are opened and closed. Apple's
/// advice for its platforms is the same: few sessions, kept.
enum SharedSessions {
    private static let sessions = Locked([Key: (session: URLSession, delegate: SessionDelegate)]())

    /// The session and delegate for `configuration`, made on first use.
    static func session(for configuration: URLSessionConfiguration) -> (URLSession, SessionDelegate) {
        let key = Key(configuration)
        return sessions.withLock { sessions in
            if let shared = sessions[key] { return shared }
            let delegate = SessionDelegate()
            // URLSession copies the configuration: later changes to the caller's object change nothing.
            let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            sessions[key] = (session, delegate)
            return (session, delegate)
        }
    }

    /// How many sessions the process has made, for tests.
    static var count: Int { sessions.withLock { $0.count } }

    /// What tells two configurations apart: every setting a session reads.
    /// Objects (stores, caches) count by identity; the session keeps them
    /// alive, so an identity cannot be reused by another object.
    struct Key: Hashable {
        private var values: [String]
        private var objects: [ObjectIdentifier?]

        init(_ configuration: URLSessionConfiguration) {
            let headers = (configuration.httpAdditionalHeaders ?? [:])
                .map { "\($0.key.base)=\($0.value)" }
                .sorted()
            let proxy = (configuration.connectionProxyDictionary ?? [:])
                .map { "\($0.key.base)=\($0.value)" }
                .sorted()
            values = [
                configuration.identifier ?? "",
                "\(configuration.requestCachePolicy.rawValue)",
                "\(configuration.timeoutIntervalForRequest)",
                "\(configuration.timeoutIntervalForResource)",
                "\(configuration.networkServiceType.rawValue)",
                "\(configuration.allowsCellularAccess)",
                "\(configuration.httpShouldSetCookies)",
                "\(configuration.httpCookieAcceptPolicy.rawValue)",
                "\(configuration.httpMaximumConnectionsPerHost)",
                headers.joined(separator: "\n"),
                proxy.joined(separator: "\n"),
                (configuration.protocolClasses ?? []).map { "\($0)" }.joined(separator: ","),
            ]
            #if !canImport(FoundationNetworking)
                values += [
                    "\(configuration.waitsForConnectivity)",
                    "\(configuration.allowsExpensiveNetworkAccess)",
                    "\(configuration.allowsConstrainedNetworkAccess)",
                    "\(configuration.tlsMinimumSupportedProtocolVersion.rawValue)",
                    "\(configuration.tlsMaximumSupportedProtocolVersion.rawValue)",
                    "\(configuration.isDiscretionary)",
                    configuration.sharedContainerIdentifier ?? "",
                ]
            #endif
            objects = [
                configuration.httpCookieStorage.map(ObjectIdentifier.init),
                configuration.urlCredentialStorage.map(ObjectIdentifier.init),
                configuration.urlCache.map(ObjectIdentifier.init),
            ]
        }
    }
}
